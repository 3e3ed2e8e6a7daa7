import { api } from '@ipju/api-client';
import type { MoveInReservationState } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { moveInKeys } from './keys';

/** The home's 입주 예약 and the free elevator slots of its 동 (GET /reservation; no home: the current one). */
export const moveInReservationQuery = (homeIdx: number | null) =>
  queryOptions({
    queryKey: moveInKeys.state(homeIdx),
    queryFn: async (): Promise<MoveInReservationState> => (await api.getMoveInReservation(homeIdx ? { homeIdx } : {})).data,
    staleTime: 0,
  });

export function useMoveInReservation(homeIdx: number | null) {
  return useQuery(moveInReservationQuery(homeIdx));
}
