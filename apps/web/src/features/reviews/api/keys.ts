import type { ReviewSortType } from '@ipju/contract';
import { userKeys } from '../../../lib/query-client';

export interface ItemReviewFilters {
  sortType: ReviewSortType;
  onlyImageReview: boolean;
  /** 우리 단지 후기: the chosen complex, or null for every complex. */
  apartmentIdx: number | null;
}

/**
 * Every review read sits under the user's keys: a review says whether it is mine and whether I marked it
 * helpful, so the lists change with the signed-in user (and are dropped on sign-out).
 */
const all = () => [...userKeys.all, 'reviews'] as const;

export const reviewKeys = {
  all,
  item: (itemIdx: number) => [...all(), 'item', itemIdx] as const,
  itemList: (itemIdx: number, filters: ItemReviewFilters, limit: number) =>
    [...all(), 'item', itemIdx, 'list', filters.sortType, filters.onlyImageReview, filters.apartmentIdx ?? 'all', limit] as const,
  itemSummary: (itemIdx: number) => [...all(), 'item', itemIdx, 'summary'] as const,
  /** Lists that hold reviews (item pages, mine): the helpful button patches these in place. */
  lists: () => all(),
  mine: () => [...all(), 'mine'] as const,
  writable: () => [...all(), 'writable'] as const,
  init: (merchantUid: string, itemIdx: number) => [...all(), 'init', merchantUid, itemIdx] as const,
  detail: (reviewIdx: number) => [...all(), 'detail', reviewIdx] as const,
};
