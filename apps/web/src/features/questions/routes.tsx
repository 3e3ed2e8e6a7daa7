import type { RouteObject } from 'react-router';

/** 지식인: the board, the intro, writing, my questions, a question and its edit page. */
export const routes: RouteObject[] = [
  { path: '/knowledge-in', lazy: async () => ({ Component: (await import('./pages/KnowledgeInPage')).default }) },
  { path: '/question/intro', lazy: async () => ({ Component: (await import('./pages/QuestionIntroPage')).default }) },
  { path: '/question/write', lazy: async () => ({ Component: (await import('./pages/QuestionWritePage')).default }) },
  { path: '/question/mine', lazy: async () => ({ Component: (await import('./pages/MyQuestionsPage')).default }) },
  { path: '/question/:questionIdx', lazy: async () => ({ Component: (await import('./pages/QuestionDetailPage')).default }) },
  { path: '/question/:questionIdx/edit', lazy: async () => ({ Component: (await import('./pages/QuestionEditPage')).default }) },
];
