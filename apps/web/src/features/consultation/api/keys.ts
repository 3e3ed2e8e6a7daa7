import { userKeys } from '../../../lib/query-client';

export const consultationKeys = {
  /** Public: the home-styling surveys are the same for everyone. */
  surveys: () => ['homestyling-surveys'] as const,
  survey: (surveyIdx: number) => ['homestyling-surveys', surveyIdx] as const,
  /** Mine: under the user's keys, dropped when the signed-in user changes. */
  mine: () => [...userKeys.all, 'consultations'] as const,
};
