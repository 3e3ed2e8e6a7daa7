import { quoteToCartResult, quoteVisit, quoteVisitList, reservationUidPath, reserveBody, reserveDateBody, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { ReserveService } from './reserve.service';

const tags = ['reserve'];
const config = { auth: 'resident' as const };

/** The resident's 방문 견적 (SPEC section 7 "Reservations": /reserve). */
export async function reserveRoutes(app: ApiInstance, { reserve }: { reserve: ReserveService }) {
  app.post('/reserve', {
    config,
    schema: {
      operationId: 'createReserve',
      summary: '무료 방문 견적 예약',
      description:
        '방문 견적 서비스(quoteOnVisit)의 무료 방문을 업체 캘린더의 빈 시간에 예약해요 (주문처럼 자리를 먼저 잡아서 넘치지 않아요). 집(동·호, 평형)은 입주민의 집에서, 연락처는 보낸 값으로 적어요.',
      tags,
      body: reserveBody,
      response: { 200: success(quoteVisit) },
    },
    handler: async (req) => ok(await reserve.book(residentIdx(req), req.body)),
  });

  app.get('/reserve', {
    config,
    schema: {
      operationId: 'listReserves',
      summary: '내 방문 견적 예약과 받은 견적',
      tags,
      response: { 200: success(quoteVisitList) },
    },
    handler: async (req) => ok({ reservations: await reserve.list(residentIdx(req)) }),
  });

  app.put('/reserve/:reservationUid/cancel', {
    config,
    schema: {
      operationId: 'cancelReserve',
      summary: '방문 견적 예약 취소',
      description: '방문 전인 예약만 취소할 수 있고 주문과 같은 취소 규칙을 따라요. 무료라 수수료는 없어요.',
      tags,
      params: reservationUidPath,
      response: { 200: success(quoteVisit) },
    },
    handler: async (req) => ok(await reserve.cancel(residentIdx(req), req.params.reservationUid)),
  });

  app.put('/reserve/date', {
    config,
    schema: {
      operationId: 'changeReserveDate',
      summary: '방문 견적 날짜 바꾸기',
      description: '주문의 방문일 변경과 같은 규칙(카테고리의 변경 기한, 방문 시간, 업체의 남은 자리)을 따라요.',
      tags,
      body: reserveDateBody,
      response: { 200: success(quoteVisit) },
    },
    handler: async (req) => ok(await reserve.changeDate(residentIdx(req), req.body)),
  });

  app.post('/reserve/:reservationUid/cart', {
    config,
    schema: {
      operationId: 'addReserveQuoteToCart',
      summary: '받은 견적을 장바구니에 담기',
      description: 'SPEC에 없는 새 경로예요. 업체가 보낸 견적 금액 그대로 장바구니에 한 번 담아요. 유효기간이 지난 견적은 담을 수 없어요.',
      tags,
      params: reservationUidPath,
      response: { 200: success(quoteToCartResult) },
    },
    handler: async (req) => ok(await reserve.toCart(residentIdx(req), req.params.reservationUid)),
  });
}
