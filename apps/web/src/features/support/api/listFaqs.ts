import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportKeys } from './keys';

export const listFaqsQuery = () =>
  queryOptions({
    queryKey: supportKeys.faqs(),
    queryFn: async () => (await api.listFaqs({})).data,
  });

export function useFaqs() {
  return useQuery(listFaqsQuery());
}
