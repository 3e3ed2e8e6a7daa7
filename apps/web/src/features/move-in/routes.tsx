import type { RouteObject } from 'react-router';
import { MOVE_IN_RESERVATION_PATH } from './paths';

export const routes: RouteObject[] = [
  { path: MOVE_IN_RESERVATION_PATH, lazy: async () => ({ Component: (await import('./pages/MoveInReservationPage')).default }) },
];
