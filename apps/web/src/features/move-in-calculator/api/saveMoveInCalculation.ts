import { api } from '@ipju/api-client';
import type { MoveInCalculationInput, SavedMoveInCalculation } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { calculatorKeys } from './keys';

export type SaveCalculationInput = MoveInCalculationInput & { visibility: 'link' | 'private' };

/** Saves a calculation and gets its share link (POST /move-in-calculations); the saved one is cached for its link. */
export const saveMoveInCalculationMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (input: SaveCalculationInput): Promise<SavedMoveInCalculation> =>
      (await api.saveMoveInCalculation({ body: input })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(calculatorKeys.shared(saved.shareToken), saved);
      void queryClient.invalidateQueries({ queryKey: calculatorKeys.mine() });
    },
  });

export function useSaveMoveInCalculation() {
  return useMutation(saveMoveInCalculationMutation(useQueryClient()));
}
