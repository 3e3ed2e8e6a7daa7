import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';

export const getItemPortfolioQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.portfolio(id),
    queryFn: async () => (await api.getItemPortfolio({ id })).data,
  });

export function useItemPortfolio(id: number) {
  return useQuery(getItemPortfolioQuery(id));
}
