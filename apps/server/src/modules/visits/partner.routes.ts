import { partnerEntryCode, partnerOrderLinePath, partnerVisit, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { VisitsService } from './visits.service';

const tags = ['partner'];
const config = { auth: 'partner' as const };

/** The company's side of the visit details: where and how to visit, and the logged read of the entry code. */
export async function partnerVisitsRoutes(app: ApiInstance, service: VisitsService) {
  app.get('/partner/orders/:lineIdx/visit', {
    config,
    schema: {
      operationId: 'partnerGetVisit',
      summary: '방문 정보 (주소, 연락처, 출입 방법, 주차, 요청 사항)',
      description: 'SPEC에 없는 새 경로예요. 이 업체에 판매된 주문 상품만 볼 수 있어요. 공동현관 비밀번호는 entry-code 경로로 따로 확인해요.',
      tags,
      params: partnerOrderLinePath,
      response: { 200: success(partnerVisit) },
    },
    handler: async (req) => ok(await service.partnerVisit(partnerIdx(req), req.params.lineIdx)),
  });

  app.get('/partner/orders/:lineIdx/entry-code', {
    config,
    schema: {
      operationId: 'partnerGetEntryCode',
      summary: '공동현관 비밀번호 확인 (방문 전날부터 시공 완료 전까지, 확인 기록이 남아요)',
      description:
        'SPEC에 없는 새 경로예요. 이 업체에 판매된 주문 상품만, 방문 전날(한국 시간)부터 시공이 끝나기 전까지 볼 수 있어요. 확인할 때마다 기록이 남고 입주민의 주문 상세에 보여요. 그 밖에는 없는 주문처럼 404예요.',
      tags,
      params: partnerOrderLinePath,
      response: { 200: success(partnerEntryCode) },
    },
    handler: async (req) => ok(await service.partnerEntryCode(partnerIdx(req), req.session?.subjectIdx ?? null, req.params.lineIdx)),
  });
}
