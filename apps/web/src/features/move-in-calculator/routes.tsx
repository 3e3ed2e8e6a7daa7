import type { RouteObject } from 'react-router';

/** SPEC's path of the calculator; with ?share={token} a saved calculation. */
export const MOVE_IN_CALCULATOR_PATH = '/move-in-calculator';

export const routes: RouteObject[] = [
  { path: MOVE_IN_CALCULATOR_PATH, lazy: async () => ({ Component: (await import('./pages/MoveInCalculatorPage')).default }) },
];
