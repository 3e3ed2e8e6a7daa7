/** Public surface of the catalog feature: grouped item lists, categories and items (home, contents, question form). */
export { ItemGroups } from './components/ItemGroups';
export { useCategories } from './api/listCategories';
export { useItems } from './api/listItems';
