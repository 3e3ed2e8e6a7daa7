export { categoriesRoutes } from './categories.routes';
export { createCategoriesService, type CategoriesService } from './categories.service';
