import { userKeys } from '../../../lib/query-client';

/** Under the user's keys: offers and saved answers belong to the signed-in resident. */
export const surveyKeys = {
  all: () => [...userKeys.all, 'surveys'] as const,
  offers: () => [...surveyKeys.all(), 'offers'] as const,
  survey: (surveyIdx: number, lineIdx: number | null) => [...surveyKeys.all(), 'survey', surveyIdx, lineIdx] as const,
};
