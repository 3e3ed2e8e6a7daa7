import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const listFaqsQuery = () =>
  queryOptions({
    queryKey: ['faq'],
    queryFn: async () => (await api.listFaqs({})).data,
  });

export function useFaqs() {
  return useQuery(listFaqsQuery());
}
