import { api } from '@ipju/api-client';
import type { PartnerQuestionDetail } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerQuestionKeys } from './keys';

/** One question with its answers and ours (GET /partner/questions/{questionIdx}). */
export const partnerQuestionQuery = (questionIdx: number) =>
  queryOptions({
    queryKey: partnerQuestionKeys.detail(questionIdx),
    queryFn: async (): Promise<PartnerQuestionDetail> => (await api.partnerGetQuestion({ questionIdx })).data,
    staleTime: 0,
    enabled: Number.isInteger(questionIdx) && questionIdx > 0,
  });

export function usePartnerQuestion(questionIdx: number) {
  return useQuery(partnerQuestionQuery(questionIdx));
}
