import { api } from '@ipju/api-client';
import type { MoveInReservationBody, MoveInReservationState } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { moveInKeys } from './keys';

/** Books, moves or (cancel: true) cancels the home's 입주 예약 (POST /reservation); the answer is the new state. */
export const bookMoveInReservationMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: MoveInReservationBody): Promise<MoveInReservationState> => (await api.bookMoveInReservation({ body })).data,
    // The answer is the home's fresh state: it replaces that home's cached state (asked by number or as the current home).
    onSuccess: (state, body) => {
      queryClient.setQueryData(moveInKeys.state(body.homeIdx), state);
      queryClient.setQueriesData<MoveInReservationState>({ queryKey: moveInKeys.all() }, (old) => (old?.home?.homeIdx === body.homeIdx ? state : old));
    },
  });

export function useBookMoveInReservation() {
  return useMutation(bookMoveInReservationMutation(useQueryClient()));
}
