import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';

export const listCategoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: async () => (await api.listCategories()).data,
  });

export function useCategories() {
  return useQuery(listCategoriesQuery());
}
