import { api } from '@ipju/api-client';
import type { PartnerMoveInBooking } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerOrderKeys } from './keys';

/** The customer's 입주 예약 on a paid 이사 order (GET /partner/orders/{lineIdx}/move-in-reservation). */
export const partnerMoveInReservationQuery = (lineIdx: number) =>
  queryOptions({
    queryKey: [...partnerOrderKeys.detail(lineIdx), 'move-in'] as const,
    queryFn: async (): Promise<PartnerMoveInBooking | null> => (await api.partnerGetMoveInReservation({ lineIdx })).data,
    staleTime: 0,
  });

export function usePartnerMoveInReservation(lineIdx: number, enabled: boolean) {
  return useQuery({ ...partnerMoveInReservationQuery(lineIdx), enabled });
}
