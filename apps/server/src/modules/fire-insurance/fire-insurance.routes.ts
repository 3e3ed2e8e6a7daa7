import { fireInsuranceRequest, fireInsuranceRequestBody, fireInsuranceRequestPath, success } from '@ipju/contract';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { FireInsuranceService } from './fire-insurance.service';

const tags = ['fire-insurance'];
const resident = { auth: 'resident' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요.';

/**
 * 화재보험 견적 (SPEC section 7: POST /residents/fire_insurance_request), plus the resident's list on the same
 * path (GET, like /reservation and /reserve) and their cancel (docs/RESIDENT-SERVICES.md "화재보험").
 */
export async function fireInsuranceRoutes(app: ApiInstance, { fireInsurance: service }: { fireInsurance: FireInsuranceService }) {
  app.post('/residents/fire_insurance_request', {
    config: resident,
    schema: {
      operationId: 'requestFireInsurance',
      summary: '화재보험 견적 요청 (집, 보장 항목, 연락 동의)',
      description:
        '집의 단지·동·호·평형·준공 연도로 견적을 요청해요. 같은 requestKey로 다시 보내면 처음 만든 요청을 그대로 돌려줘요(두 번 눌러도 하나). 그 집의 요청이 진행 중(접수, 견적 도착)이면 409예요.',
      tags,
      body: fireInsuranceRequestBody,
      response: { 200: success(fireInsuranceRequest) },
    },
    handler: async (req) => ok(await service.create(residentIdx(req), req.body)),
  });

  app.get('/residents/fire_insurance_request', {
    config: resident,
    schema: {
      operationId: 'listFireInsuranceRequests',
      summary: '내 화재보험 견적 요청과 받은 견적 (최근 요청 순)',
      description: `${NEW_PATH} 마이페이지의 화재보험 견적 화면이 써요. 견적은 연 보험료가 낮은 순이에요.`,
      tags,
      response: { 200: success(z.array(fireInsuranceRequest)) },
    },
    handler: async (req) => ok(await service.listMine(residentIdx(req))),
  });

  app.patch('/residents/fire_insurance_request/:requestIdx/cancel', {
    config: resident,
    schema: {
      operationId: 'cancelFireInsuranceRequest',
      summary: '화재보험 견적 요청 취소 (접수, 견적 도착 상태일 때)',
      description: NEW_PATH,
      tags,
      params: fireInsuranceRequestPath,
      response: { 200: success(fireInsuranceRequest) },
    },
    handler: async (req) => ok(await service.cancel(residentIdx(req), req.params.requestIdx)),
  });
}
