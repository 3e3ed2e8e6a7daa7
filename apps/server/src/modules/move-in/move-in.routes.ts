import { moveInReservationBody, moveInReservationQuery, moveInReservationState, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { MoveInService } from './move-in.service';

const tags = ['move-in'];
const resident = { auth: 'resident' as const };

/**
 * 입주 예약 (SPEC section 7: POST and GET /reservation): the move-in day and 이사 엘리베이터 slot of the
 * resident's home. SPEC has no change or cancel path: POST again replaces the home's booking, and POST with
 * `cancel: true` cancels it (docs/RESIDENT-SERVICES.md "입주 예약").
 */
export async function moveInRoutes(app: ApiInstance, { moveIn }: { moveIn: MoveInService }) {
  app.get('/reservation', {
    config: resident,
    schema: {
      operationId: 'getMoveInReservation',
      summary: '입주 예약 (내 예약과 우리 동의 날짜·시간대별 남은 엘리베이터 자리)',
      description: '집(homeIdx, 없으면 지금 집)의 입주 예약, 단지 입주지원센터의 입주 기간과 엘리베이터 시간대, from~to(없으면 예약할 수 있는 날 전부, 최대 62일)의 남은 자리. 예약할 수 없는 집이면 unavailable에 까닭을 담아요.',
      tags,
      querystring: moveInReservationQuery,
      response: { 200: success(moveInReservationState) },
    },
    handler: async (req) => ok(await moveIn.state(residentIdx(req), req.query)),
  });

  app.post('/reservation', {
    config: resident,
    schema: {
      operationId: 'bookMoveInReservation',
      summary: '입주일·이사 엘리베이터 예약 (다시 보내면 바꾸고, cancel: true면 취소)',
      description:
        '집마다 예약은 하나예요. 이미 예약이 있으면 새 자리를 잡으면서 이전 자리를 내놓고(한 번에), 새 자리가 다 찼으면 409로 이전 예약을 그대로 둬요. 입주일 전날까지 바꾸거나 취소할 수 있어요. 답은 GET과 같아요.',
      tags,
      body: moveInReservationBody,
      response: { 200: success(moveInReservationState) },
    },
    handler: async (req) => ok(await moveIn.book(residentIdx(req), req.body)),
  });
}
