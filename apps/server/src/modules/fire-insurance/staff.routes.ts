import {
  fireInsuranceRequestPath,
  staffFireInsuranceCloseBody,
  staffFireInsuranceQuery,
  staffFireInsuranceQuoteBody,
  staffFireInsuranceRequest,
  success,
} from '@ipju/contract';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { staffIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { FireInsuranceService } from './fire-insurance.service';

const tags = ['staff'];
const staff = { auth: 'staff' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요.';

/** The operations team answers 화재보험 requests with insurers' quotes, and closes them. */
export async function staffFireInsuranceRoutes(app: ApiInstance, { fireInsurance: service }: { fireInsurance: FireInsuranceService }) {
  app.get('/staff/fire-insurance-requests', {
    config: staff,
    schema: {
      operationId: 'staffListFireInsuranceRequests',
      summary: '화재보험 견적 요청 목록 (운영팀; 상태로 거르기, 최근 요청 순)',
      description: NEW_PATH,
      tags,
      querystring: staffFireInsuranceQuery,
      response: { 200: success(z.array(staffFireInsuranceRequest)) },
    },
    handler: async (req) => ok(await service.listForStaff(req.query.status)),
  });

  app.post('/staff/fire-insurance-requests/:requestIdx/quotes', {
    config: staff,
    schema: {
      operationId: 'staffAddFireInsuranceQuote',
      summary: '화재보험 견적 보내기 (보험사, 연 보험료, 보장 내용)',
      description: `${NEW_PATH} 요청이 '견적 도착'이 되고, 입주민에게 알림(마이페이지 링크)이 가요.`,
      tags,
      params: fireInsuranceRequestPath,
      body: staffFireInsuranceQuoteBody,
      response: { 200: success(staffFireInsuranceRequest) },
    },
    handler: async (req) => ok(await service.addQuote(staffIdx(req), req.params.requestIdx, req.body)),
  });

  app.patch('/staff/fire-insurance-requests/:requestIdx', {
    config: staff,
    schema: {
      operationId: 'staffCloseFireInsuranceRequest',
      summary: '화재보험 견적 요청 마치기 (completed: 가입 완료, cancelled: 취소)',
      description: `${NEW_PATH} 완료는 견적이 도착한 요청만 할 수 있어요.`,
      tags,
      params: fireInsuranceRequestPath,
      body: staffFireInsuranceCloseBody,
      response: { 200: success(staffFireInsuranceRequest) },
    },
    handler: async (req) => ok(await service.close(staffIdx(req), req.params.requestIdx, req.body.status)),
  });
}
