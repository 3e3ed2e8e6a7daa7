import { commerceKeys } from '../../../lib/commerce-keys';
import type { ListItemsParams } from './listItems';
import type { SectionGroupType } from './listItemSections';

/** Query keys of the catalogue: public reads, the same for everyone. An item's reads sit under the shared items root. */
export const catalogKeys = {
  categories: () => ['categories'] as const,
  items: (params: ListItemsParams) => [...commerceKeys.items(), params] as const,
  item: (id: number) => [...commerceKeys.items(), id] as const,
  images: (id: number) => [...catalogKeys.item(id), 'images'] as const,
  optionGroups: (id: number) => [...catalogKeys.item(id), 'option-groups'] as const,
  partner: (id: number) => [...catalogKeys.item(id), 'partner'] as const,
  portfolio: (id: number) => [...catalogKeys.item(id), 'portfolio'] as const,
  sections: (id: number, groupType: SectionGroupType, apartmentIdx: number | null) =>
    [...catalogKeys.item(id), 'sections', groupType, apartmentIdx] as const,
  estimate: (id: number, optionIdxs: readonly number[], pyeong: number | null, apartmentIdx: number | null) =>
    [...catalogKeys.item(id), 'estimate', [...optionIdxs].sort((a, b) => a - b), pyeong, apartmentIdx] as const,
  related: (itemType: string, apartmentIdx: number | null, pyeong: number | null) => ['related-items', itemType, apartmentIdx, pyeong] as const,
};
