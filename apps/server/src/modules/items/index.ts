/** The catalogue: items, their options, prices and the in-memory catalogue the process keeps. */
export { itemsRoutes } from './items.routes';
export { createItemsService, type ItemsService, type ItemSummary } from './items.service';
export type { CatalogCategory } from './items.catalog';
export { priceSnapshotOf, type PriceSnapshot } from './items.estimate';
export { loadOptionGroups } from './items.option-groups';
