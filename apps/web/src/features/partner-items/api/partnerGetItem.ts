import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerItemKeys } from './keys';

export const partnerItemQuery = (itemIdx: number) =>
  queryOptions({ queryKey: partnerItemKeys.detail(itemIdx), queryFn: async () => (await api.partnerGetItem({ itemIdx })).data });

export function usePartnerItem(itemIdx: number) {
  return useQuery(partnerItemQuery(itemIdx));
}
