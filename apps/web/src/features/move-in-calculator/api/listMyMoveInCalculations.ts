import { api } from '@ipju/api-client';
import type { MyMoveInCalculation } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calculatorKeys } from './keys';

/** My saved calculations, newest first (GET /move-in-calculations). */
export const myMoveInCalculationsQuery = () =>
  queryOptions({
    queryKey: calculatorKeys.mine(),
    queryFn: async (): Promise<MyMoveInCalculation[]> => (await api.listMyMoveInCalculations()).data.calculations,
  });

export function useMyMoveInCalculations(enabled: boolean) {
  return useQuery({ ...myMoveInCalculationsQuery(), enabled });
}
