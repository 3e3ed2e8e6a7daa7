import { partnerMoveInBooking, partnerOrderLinePath, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { MoveInService } from './move-in.service';

/** What the moving company sees of its customer's 입주 예약 (the move-in day and elevator slot). */
export async function partnerMoveInRoutes(app: ApiInstance, { moveIn }: { moveIn: MoveInService }) {
  app.get('/partner/orders/:lineIdx/move-in-reservation', {
    config: { auth: 'partner' as const },
    schema: {
      operationId: 'partnerGetMoveInReservation',
      summary: '이사 주문 고객의 입주 예약 (입주일과 이사 엘리베이터 시간대)',
      description: 'SPEC에 없는 새 경로예요. 결제된 이사 주문이고 고객이 그 단지에 입주 예약을 했으면 입주일·시간대·동·호를, 아니면 null을 돌려줘요.',
      tags: ['partner'],
      params: partnerOrderLinePath,
      response: { 200: success(partnerMoveInBooking.nullable()) },
    },
    handler: async (req) => ok(await moveIn.forPartnerLine(partnerIdx(req), req.params.lineIdx)),
  });
}
