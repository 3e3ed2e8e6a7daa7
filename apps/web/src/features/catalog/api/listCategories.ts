import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const listCategoriesQuery = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: async () => (await api.listCategories()).data,
  });

export function useCategories() {
  return useQuery(listCategoriesQuery());
}
