import { api } from '@ipju/api-client';
import type { ReserveBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reserveKeys } from './keys';

/** POST /reserve: books the free 방문 견적 visit. */
export const createReserveMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ReserveBody) => (await api.createReserve({ body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reserveKeys.all }),
  });

export function useCreateReserve() {
  return useMutation(createReserveMutation(useQueryClient()));
}
