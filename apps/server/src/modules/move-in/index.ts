/** 입주 예약: move-in day and 이사 엘리베이터 slots (the resident's routes, and what the moving company sees). */
import type { ApiInstance } from '../types';
import { moveInRoutes } from './move-in.routes';
import type { MoveInService } from './move-in.service';
import { partnerMoveInRoutes } from './partner.routes';

export { createMoveInService, type MoveInService } from './move-in.service';

export async function moveInModule(app: ApiInstance, services: { moveIn: MoveInService }) {
  await moveInRoutes(app, services);
  await partnerMoveInRoutes(app, services);
}
