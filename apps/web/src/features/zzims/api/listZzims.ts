import { api } from '@ipju/api-client';
import type { ZzimList } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { zzimKeys } from './keys';

/** itemIdx -> zzimIdx of my hearts; null while a new heart is being saved. */
export type HeartMap = Readonly<Record<number, number | null>>;

/**
 * My hearts as a map, for the heart buttons: one GET /zzims shared by every card on every page. The
 * toggle mutation keeps it exact, so it does not need refetching often.
 */
export const heartsQuery = () =>
  queryOptions({
    queryKey: zzimKeys.hearts(),
    queryFn: async (): Promise<HeartMap> => {
      const { zzims } = (await api.listZzims({})).data;
      return Object.fromEntries(zzims.map((z) => [z.itemIdx, z.zzimIdx]));
    },
    staleTime: 5 * 60_000,
  });

export function useHearts(enabled: boolean) {
  return useQuery({ ...heartsQuery(), enabled });
}

/** My list with item cards priced for the complex and 평형 (GET /zzims?apartmentIdx&pyeong). */
export const zzimListQuery = (apartmentIdx: number | null, pyeong: number | null) =>
  queryOptions({
    queryKey: zzimKeys.list(apartmentIdx, pyeong),
    queryFn: async (): Promise<ZzimList> =>
      (await api.listZzims({ ...(apartmentIdx ? { apartmentIdx } : {}), ...(pyeong ? { pyeong } : {}) })).data,
    staleTime: 0,
  });

export function useZzimList(apartmentIdx: number | null, pyeong: number | null) {
  return useQuery(zzimListQuery(apartmentIdx, pyeong));
}
