import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';

export type SectionGroupType = 'detail' | 'process' | 'caution' | 'guide' | 'faq';

export const listItemSectionsQuery = (id: number, groupType: SectionGroupType, apartmentIdx?: number) =>
  queryOptions({
    queryKey: catalogKeys.sections(id, groupType, apartmentIdx ?? null),
    queryFn: async () => (await api.listItemSections({ id, groupType, apartmentIdx })).data,
  });

export function useItemSections(id: number | undefined, groupType: SectionGroupType, apartmentIdx?: number) {
  return useQuery({ ...listItemSectionsQuery(id ?? 0, groupType, apartmentIdx), enabled: id != null });
}
