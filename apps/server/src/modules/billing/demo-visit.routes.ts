import { partnerOrderLine, partnerOrderLinePath, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { BillingService } from './billing.service';

/**
 * Demo-mode helper of the partner's order moves (registered only when APP_MODE=demo): work cannot start
 * before the visit day, so a demo partner (and the browser tests) bring a paid service's visit to today
 * before starting and finishing it.
 */
export async function demoVisitRoutes(app: ApiInstance, service: BillingService) {
  app.post('/dev/order-lines/:lineIdx/visit-today', {
    config: { auth: 'partner' },
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
