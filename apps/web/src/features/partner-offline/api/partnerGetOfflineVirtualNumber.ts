import { api } from '@ipju/api-client';
import { useMutation } from '@tanstack/react-query';

/**
 * The customer's 050 안심번호 (GET /partner/offlines/order/{id}/get_vn), asked when the company taps 안심번호
 * 보기 (opening a number is an action, not something to load with the page). The answer's `number` is the
 * SPEC path's field; the console's call link reads it as `virtualNumber` like the other jobs' numbers.
 */
export function useOfflineVirtualNumber(id: number) {
  return useMutation({
    mutationFn: async () => {
      const { number, expiresAt } = (await api.partnerGetOfflineVirtualNumber({ id })).data;
      return { virtualNumber: number, expiresAt };
    },
  });
}
