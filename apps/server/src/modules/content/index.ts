export { contentRoutes } from './content.routes';
export { createContentService, type ContentService } from './content.service';
