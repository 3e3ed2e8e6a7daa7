import { api } from '@ipju/api-client';
import type {
  CategoryList,
  ItemEstimate,
  ItemImage,
  ItemList,
  ItemOptionGroup,
  ItemPartnerProfile,
  ItemSection,
  ItemSortType,
  RelatedItemGroup,
} from '@ipju/contract';

/**
 * The operations this feature calls, typed from the contract (the generated client exposes them on
 * `api` by operationId; this view pins the shapes the feature relies on).
 */
interface Envelope<D> {
  status: 'success';
  data: D;
}

export interface CatalogOperations {
  listCategories(params?: Record<string, never>): Promise<Envelope<CategoryList>>;
  listItems(params: {
    itemType?: string;
    itemSortType?: ItemSortType;
    limit?: number;
    complexName?: string;
    apartmentIdx?: number;
    pyeong?: number;
  }): Promise<Envelope<ItemList>>;
  listItemImages(params: { id: number }): Promise<Envelope<ItemImage[]>>;
  listItemOptionGroups(params: { id: number }): Promise<Envelope<ItemOptionGroup[]>>;
  getItemPartner(params: { id: number }): Promise<Envelope<ItemPartnerProfile>>;
  listItemSections(params: { id: number; groupType: string; apartmentIdx?: number }): Promise<Envelope<ItemSection[]>>;
  listRelatedItems(params: { itemType: string; apartmentIdx?: number; pyeong?: number }): Promise<Envelope<RelatedItemGroup[]>>;
  estimateItemPrice(params: {
    id: number;
    body: { optionIdxs: number[]; pyeong?: number; apartmentIdx?: number; quantity?: number };
  }): Promise<Envelope<ItemEstimate>>;
}

export const catalogApi: CatalogOperations = api;
