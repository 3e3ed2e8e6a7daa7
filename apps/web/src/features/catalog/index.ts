/** Public surface of the catalog feature (used by the home page). */
export { ItemCard, itemPath } from './components/ItemCard';
export { ItemCardSkeleton } from './components/ItemCardSkeleton';
export { ItemGroups } from './components/ItemGroups';
export { useCategories } from './api/listCategories';
export { useItems } from './api/listItems';
