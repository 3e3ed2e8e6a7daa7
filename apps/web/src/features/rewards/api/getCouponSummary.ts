import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardKeys } from './keys';

export interface CouponSummary {
  availableCount: number;
  expiringSoonCount: number;
}

/** How many coupons I can use, and how many expire within 7 days (GET /coupons/resident_idx). */
export const couponSummaryQuery = () =>
  queryOptions({
    queryKey: rewardKeys.couponSummary(),
    queryFn: async (): Promise<CouponSummary> => {
      const { availableCount, expiringSoonCount } = (await api.getCouponSummary()).data;
      return { availableCount, expiringSoonCount };
    },
    staleTime: 0,
  });

export function useCouponSummary(enabled = true) {
  return useQuery({ ...couponSummaryQuery(), enabled });
}
