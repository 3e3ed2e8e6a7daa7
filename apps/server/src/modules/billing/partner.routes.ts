import { partnerOrderLine, partnerOrderLinePath, partnerOrderListQuery, partnerOrderStatusBody, success } from '@ipju/contract';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { BillingService } from './billing.service';

const tags = ['partner'];
const config = { auth: 'partner' as const };

/** The partner's side of orders: their order lines, and the moves the transition table gives them. */
export async function partnerOrdersRoutes(app: ApiInstance, service: BillingService) {
  app.get('/partner/pp_order_list', {
    config,
    schema: {
      operationId: 'partnerListOrders',
      summary: '파트너 주문 목록 (분류·상태로 거르기)',
      tags,
      querystring: partnerOrderListQuery,
      response: { 200: success(z.array(partnerOrderLine)) },
    },
    handler: async (req) => ok(await service.partnerLines(partnerIdx(req), req.query)),
  });

  app.patch('/partner/orders/:lineIdx/status', {
    config,
    schema: {
      operationId: 'partnerUpdateOrderStatus',
      summary: '시공 시작·완료 처리',
      description: 'SPEC에 없는 새 경로예요. 주문 상태표(ORDER_TRANSITIONS)에서 파트너가 할 수 있는 이동(시공대기→시공중→시공완료)만 돼요.',
      tags,
      params: partnerOrderLinePath,
      body: partnerOrderStatusBody,
      response: { 200: success(partnerOrderLine) },
    },
    handler: async (req) => ok(await service.partnerMove(partnerIdx(req), req.params.lineIdx, req.body.status)),
  });
}
