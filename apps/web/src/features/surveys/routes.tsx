import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/survey', lazy: async () => ({ Component: (await import('./pages/SurveyPage')).default }) },
  { path: '/my-page/surveys', lazy: async () => ({ Component: (await import('./pages/MySurveysPage')).default }) },
];
