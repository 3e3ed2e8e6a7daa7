import { api } from '@ipju/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/**
 * The customer's 050 안심번호 (GET /partner/offlines/order/{id}/get_vn), asked when the company taps 전화하기
 * (opening a number is an action, not something to load with the page).
 */
export const offlineVirtualNumberMutation = () =>
  mutationOptions({
    mutationFn: async (id: number) => (await api.partnerGetOfflineVirtualNumber({ id })).data,
  });

export function useOfflineVirtualNumber() {
  return useMutation(offlineVirtualNumberMutation());
}
