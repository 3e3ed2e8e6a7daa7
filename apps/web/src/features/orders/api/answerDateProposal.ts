import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterOrderChange } from './invalidate';

/** Accepts or refuses the company's proposal of another visit date (PUT /billings/lines/{lineIdx}/date-proposal). */
export const answerDateProposalMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (input: { lineIdx: number; answer: 'accept' | 'refuse' }) =>
      (await api.answerDateProposal({ lineIdx: input.lineIdx, body: { answer: input.answer } })).data,
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });

export function useAnswerDateProposal() {
  return useMutation(answerDateProposalMutation(useQueryClient()));
}
