import { success, visitCheck, visitCheckBody } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { VisitsService } from './visits.service';

/** The resident's side: what the payment page shows before paying (the consent's companies, double bookings). */
export async function visitsRoutes(app: ApiInstance, service: VisitsService) {
  app.post('/billings/visit-check', {
    config: { auth: 'resident' as const },
    schema: {
      operationId: 'checkBillingVisit',
      summary: '결제 전 방문 확인 (방문 정보를 받는 업체, 같은 날 같은 서비스 중복 예약)',
      description:
        'SPEC에 없는 새 경로예요. 결제 화면이 개인정보 제3자 제공 동의에 보여 줄 업체 이름과 동의 문구(주문에 그대로 기록돼요), 그리고 같은 집에 같은 날 이미 예약한 같은 서비스를 알려 줘요. 중복이어도 막지는 않아요.',
      tags: ['billings'],
      body: visitCheckBody,
      response: { 200: success(visitCheck) },
    },
    handler: async (req) => ok(await service.check(residentIdx(req), req.body)),
  });
}
