/** 화재보험 견적: the resident's requests (fire-insurance.routes.ts) and the staff's answers (staff.routes.ts). */
import type { ApiInstance } from '../types';
import { fireInsuranceRoutes } from './fire-insurance.routes';
import type { FireInsuranceService } from './fire-insurance.service';
import { staffFireInsuranceRoutes } from './staff.routes';

export { createFireInsuranceService, type FireInsuranceService } from './fire-insurance.service';

export async function fireInsuranceModule(app: ApiInstance, services: { fireInsurance: FireInsuranceService }) {
  await fireInsuranceRoutes(app, services);
  await staffFireInsuranceRoutes(app, services);
}
