import { api } from '@ipju/api-client';
import type { PointsPayload } from '@ipju/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { rewardKeys } from './keys';

export const POINTS_PAGE_SIZE = 20;

/** My points: balance, earned total and the ledger, page by page (GET /points). */
export const pointsQuery = (limit = POINTS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: rewardKeys.pointsList(limit),
    queryFn: async ({ pageParam }): Promise<PointsPayload> => (await api.getPoints({ page: pageParam, limit })).data,
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.entries.length, 0);
      return loaded < last.total && last.entries.length > 0 ? last.page + 1 : undefined;
    },
    staleTime: 0,
  });

export function usePoints() {
  return useInfiniteQuery(pointsQuery());
}

/** Just the balance and earned total (my page). */
export const pointsSummaryQuery = () =>
  queryOptions({
    queryKey: rewardKeys.pointsSummary(),
    queryFn: async () => {
      const { balance, earnedTotal } = (await api.getPoints({ page: 1, limit: 1 })).data;
      return { balance, earnedTotal };
    },
    staleTime: 0,
  });

export function usePointsSummary(enabled = true) {
  return useQuery({ ...pointsSummaryQuery(), enabled });
}
