import type { RouteObject } from 'react-router';

/** Console pages of the 문의 feature: the questions to answer and one question with the answer form. */
export const partnerRoutes: RouteObject[] = [
  { path: '/partner/questions', lazy: async () => ({ Component: (await import('./pages/PartnerQuestionsPage')).PartnerQuestionsPage }) },
  {
    path: '/partner/questions/:questionIdx',
    lazy: async () => ({ Component: (await import('./pages/PartnerQuestionDetailPage')).PartnerQuestionDetailPage }),
  },
];
