import type { RouteObject } from 'react-router';
import { FIRE_INSURANCE_REQUEST_PATH, MY_FIRE_INSURANCE_PATH } from './paths';

export const routes: RouteObject[] = [
  { path: MY_FIRE_INSURANCE_PATH, lazy: async () => ({ Component: (await import('./pages/MyFireInsurancePage')).default }) },
  { path: FIRE_INSURANCE_REQUEST_PATH, lazy: async () => ({ Component: (await import('./pages/FireInsuranceRequestPage')).default }) },
];
