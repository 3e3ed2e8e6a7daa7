import { api } from '@ipju/api-client';
import { useMutation } from '@tanstack/react-query';

/**
 * The visit's 050 안심번호 (GET /partner/reserve/{reservationUid}/get_vn), asked when the company taps 전화하기
 * (opening a number is an action, not something to load with the page).
 */
export function useQuoteVisitNumber(reservationUid: string) {
  return useMutation({ mutationFn: async () => (await api.partnerGetQuoteVisitVirtualNumber({ reservationUid })).data });
}
