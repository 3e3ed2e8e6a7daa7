import { callNumber, partnerQuoteVisit, partnerQuoteVisitList, proposeQuoteBody, reservationUidPath, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { ReserveService } from './reserve.service';

const tags = ['partner'];
const config = { auth: 'partner' as const };

/** The company's side of 방문 견적: the visits booked with it and the price it proposes after the visit. */
export async function partnerReserveRoutes(app: ApiInstance, { reserve }: { reserve: ReserveService }, { demo }: { demo: boolean }) {
  app.get('/partner/reserve', {
    config,
    schema: {
      operationId: 'partnerListQuoteVisits',
      summary: '방문 견적 예약 목록',
      description: 'SPEC에 없는 새 경로예요. 이 업체에 들어온 방문 견적 예약이에요 (방문·견적할 것 먼저 가까운 날부터, 취소된 것은 뒤에).',
      tags,
      response: { 200: success(partnerQuoteVisitList) },
    },
    handler: async (req) => ok({ reservations: await reserve.partnerList(partnerIdx(req)) }),
  });

  app.get('/partner/reserve/:reservationUid/get_vn', {
    config,
    schema: {
      operationId: 'partnerGetQuoteVisitVirtualNumber',
      summary: '방문 견적 고객에게 거는 050 안심번호',
      description:
        'SPEC에 없는 새 경로예요. 업체에는 고객의 휴대폰 번호 대신 이 번호를 보여줘요 (오프라인 주문의 get_vn과 같아요). 처음 물을 때 열리고, 방문 다음 날이 끝나면 닫혀요. 취소된 예약이나 기간이 지난 예약은 409, 다른 업체의 예약은 404예요.',
      tags,
      params: reservationUidPath,
      response: { 200: success(callNumber) },
    },
    handler: async (req) => ok(await reserve.partnerCallNumber(partnerIdx(req), req.params.reservationUid)),
  });

  app.put('/partner/reserve/:reservationUid/proposal', {
    config,
    schema: {
      operationId: 'partnerProposeQuote',
      summary: '방문 후 견적 보내기 (금액, 포함 내용, 유효기간)',
      description:
        'SPEC에 없는 새 경로예요. 방문일부터 보낼 수 있고, 고객이 장바구니에 담기 전까지는 다시 보내 바꿀 수 있어요. 유효기간은 오늘부터 90일 안이에요.',
      tags,
      params: reservationUidPath,
      body: proposeQuoteBody,
      response: { 200: success(partnerQuoteVisit) },
    },
    handler: async (req) => ok(await reserve.propose(partnerIdx(req), req.params.reservationUid, req.body)),
  });

  // A proposal waits for the visit day, so a demo partner (and the browser tests) bring a visit to today.
  if (demo) {
    app.post('/dev/reserve/:reservationUid/visit-today', {
      config,
      schema: {
        operationId: 'partnerDemoQuoteVisitToday',
        summary: '(데모 전용) 방문 견적의 방문일을 오늘로 옮기기 (견적을 바로 보내 보기)',
        tags: ['dev'],
        params: reservationUidPath,
        response: { 200: success(partnerQuoteVisit) },
      },
      handler: async (req) => ok(await reserve.demoVisitToday(partnerIdx(req), req.params.reservationUid)),
    });
  }
}
