import { api } from '@ipju/api-client';
import type { PlanApplication } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartKeys } from '../../cart';
import { moveInPlanKeys } from './keys';

export interface AddPlanToCartResult {
  added: number;
  cartCount: number;
  application: PlanApplication;
}

/**
 * 전부 담기 (POST /ai-recommend/{id}/cart): the plan's lines go in the cart with their dates. The answer's count
 * updates the header badge at once; the cart's lines are read again when it opens.
 */
export const addPlanToCartMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ applicationIdx, lineIdxs }: { applicationIdx: number; lineIdxs?: number[] }): Promise<AddPlanToCartResult> =>
      (await api.addMoveInPlanToCart({ applicationIdx, body: lineIdxs ? { lineIdxs } : {} })).data,
    onSuccess: (result) => {
      queryClient.setQueryData(moveInPlanKeys.application(result.application.applicationIdx), result.application);
      queryClient.setQueryData(cartKeys.count(), result.cartCount);
      void queryClient.invalidateQueries({ queryKey: cartKeys.lines() });
      void queryClient.invalidateQueries({ queryKey: moveInPlanKeys.list() });
    },
  });

export function useAddPlanToCart() {
  return useMutation(addPlanToCartMutation(useQueryClient()));
}
