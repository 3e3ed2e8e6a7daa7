import { api } from '@ipju/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';

export interface EstimateParams {
  id: number;
  optionIdxs: number[];
  pyeong?: number;
  apartmentIdx?: number;
}

/**
 * The server computes the price of the chosen options for the complex and 평형 (POST
 * /items/{id}/expect_price). A read without side effects, so it is cached like a query.
 */
export const estimateItemPriceQuery = ({ id, optionIdxs, pyeong, apartmentIdx }: EstimateParams) =>
  queryOptions({
    queryKey: catalogKeys.estimate(id, optionIdxs, pyeong ?? null, apartmentIdx ?? null),
    queryFn: async () => (await api.estimateItemPrice({ id, body: { optionIdxs, pyeong, apartmentIdx } })).data,
  });

export function useEstimateItemPrice(params: EstimateParams, enabled = true) {
  return useQuery({ ...estimateItemPriceQuery(params), enabled, placeholderData: keepPreviousData });
}
