import { api } from '@ipju/api-client';
import type { MoveInCalculationInput, MoveInCalculationResult } from '@ipju/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** Computes what moving in costs without saving it (POST /move-in-calculations/estimate). */
export const estimateMoveInCostMutation = () =>
  mutationOptions({
    mutationFn: async (input: MoveInCalculationInput): Promise<MoveInCalculationResult> =>
      (await api.estimateMoveInCost({ body: input })).data,
  });

export function useEstimateMoveInCost() {
  return useMutation(estimateMoveInCostMutation());
}
