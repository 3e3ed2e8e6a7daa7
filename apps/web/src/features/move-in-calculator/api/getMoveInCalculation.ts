import { api } from '@ipju/api-client';
import type { SavedMoveInCalculation } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calculatorKeys } from './keys';

/** A saved calculation by its share link (GET /move-in-calculations/{shareToken}). */
export const moveInCalculationQuery = (shareToken: string) =>
  queryOptions({
    queryKey: calculatorKeys.shared(shareToken),
    queryFn: async (): Promise<SavedMoveInCalculation> => (await api.getMoveInCalculation({ shareToken })).data,
  });

export function useMoveInCalculation(shareToken: string | null) {
  return useQuery({ ...moveInCalculationQuery(shareToken ?? ''), enabled: shareToken !== null });
}
