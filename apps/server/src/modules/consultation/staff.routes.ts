import { consultationPath, staffConsultation, staffConsultationPage, staffConsultationsQuery, staffConsultationUpdateBody, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { staffIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { ConsultationService } from './consultation.service';

const tags = ['staff'];
const staff = { auth: 'staff' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요.';

/** The operations team's side of consultation requests: the list, and the moves and notes on each. */
export async function staffConsultationRoutes(app: ApiInstance, { consultation: service }: { consultation: ConsultationService }) {
  app.get('/staff/consultations', {
    config: staff,
    schema: {
      operationId: 'staffListConsultations',
      summary: '상담 신청 목록 (운영팀; 상태로 거르기, 최근 신청 순)',
      description: `${NEW_PATH} 운영팀 콘솔이 써요.`,
      tags,
      querystring: staffConsultationsQuery,
      response: { 200: success(staffConsultationPage) },
    },
    handler: async (req) => ok(await service.listForStaff(req.query.status, req.query.page, req.query.limit)),
  });

  app.patch('/staff/consultations/:consultationIdx', {
    config: staff,
    schema: {
      operationId: 'staffUpdateConsultation',
      summary: '상담 신청 처리 (운영팀; 상태 contacted·done·cancelled, 메모)',
      description: `${NEW_PATH} 접수 완료 -> 상담 중 -> 상담 완료, 또는 취소. 상태가 바뀌면 신청한 분께 알려요.`,
      tags,
      params: consultationPath,
      body: staffConsultationUpdateBody,
      response: { 200: success(staffConsultation) },
    },
    handler: async (req) => ok(await service.updateByStaff(staffIdx(req), req.params.consultationIdx, req.body)),
  });
}
