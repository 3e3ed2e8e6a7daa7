import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerItemKeys } from './keys';

export const partnerItemsQuery = () =>
  queryOptions({ queryKey: partnerItemKeys.list(), queryFn: async () => (await api.partnerListItems()).data.items });

export function usePartnerItems() {
  return useQuery(partnerItemsQuery());
}
