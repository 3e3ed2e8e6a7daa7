import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterJobChange } from './invalidate';

export interface StatusMove {
  lineIdx: number;
  status: 'in_progress' | 'completed';
  beforePhotoKeys?: string[];
  afterPhotoKeys?: string[];
}

/** 시공 시작 and 시공 완료 with before/after photos (PATCH /partner/orders/{lineIdx}/status). */
export const partnerUpdateOrderStatusMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ lineIdx, ...body }: StatusMove) => (await api.partnerUpdateOrderStatus({ lineIdx, body })).data,
    onSuccess: (_line, input) => afterJobChange(queryClient, input.lineIdx),
  });

export function usePartnerUpdateOrderStatus() {
  return useMutation(partnerUpdateOrderStatusMutation(useQueryClient()));
}
