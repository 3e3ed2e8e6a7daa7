import { partnerOrderLine, partnerOrderLinePath, partnerOrderListQuery, partnerOrderStatusBody, success } from '@ipju/contract';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { BillingService } from './billing.service';

const tags = ['partner'];
const config = { auth: 'partner' as const };

/**
 * The partner's side of orders: their order lines, the moves the transition table gives them, and in demo mode
 * (`demo`, APP_MODE=demo only) the helper that brings a paid service's visit to today.
 */
export async function partnerOrdersRoutes(app: ApiInstance, service: BillingService, { demo }: { demo: boolean }) {
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

  // Work cannot start before the visit day, so a demo partner (and the browser tests) bring a paid service's
  // visit to today before starting and finishing it. Never registered in production.
  if (demo) {
    app.post('/dev/order-lines/:lineIdx/visit-today', {
      config,
      schema: {
        operationId: 'partnerDemoVisitToday',
        summary: '(데모 전용) 파트너가 서비스 방문일을 오늘로 옮기기 (시공 시작·완료를 바로 해 보기)',
        description: '방문일 전에는 시공을 시작할 수 없어서, 데모에서 바로 시공을 마쳐 보려면 먼저 방문일을 오늘로 옮겨요. 결제가 끝나 시공을 기다리는 자기 업체 서비스만 돼요.',
        tags: ['dev'],
        params: partnerOrderLinePath,
        response: { 200: success(partnerOrderLine) },
      },
      handler: async (req) => ok(await service.demoVisitToday(partnerIdx(req), req.params.lineIdx)),
    });
  }
}
