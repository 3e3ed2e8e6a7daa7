import { certificateDecisionBody, certificateIdPath, staffCertificate, staffCertificatesQuery, success } from '@ipju/contract';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { staffIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { PartnerProfileService } from './partner-profile.service';

const tags = ['staff'];
const staff = { auth: 'staff' as const };

/** The operations team verifies the documents companies upload; approved ones become verified badges. */
export async function staffPartnerProfileRoutes(app: ApiInstance, { partnerProfile: service }: { partnerProfile: PartnerProfileService }) {
  app.get('/staff/partner-certificates', {
    config: staff,
    schema: {
      operationId: 'staffListPartnerCertificates',
      summary: '업체 인증 서류 (기본: 심사 중, 먼저 올린 순)',
      description: 'SPEC에 없는 새 경로예요. 운영팀 계정으로만 볼 수 있어요.',
      tags,
      querystring: staffCertificatesQuery,
      response: { 200: success(z.object({ certificates: z.array(staffCertificate) })) },
    },
    handler: async (req) => ok({ certificates: await service.staffList(req.query.status) }),
  });

  app.patch('/staff/partner-certificates/:certificateIdx', {
    config: staff,
    schema: {
      operationId: 'staffDecidePartnerCertificate',
      summary: '업체 인증 서류 승인 또는 반려 (반려 사유 필요)',
      description: 'SPEC에 없는 새 경로예요. 승인하면 업체 페이지에 인증 배지가 보여요. 이미 처리된 서류는 409예요.',
      tags,
      params: certificateIdPath,
      body: certificateDecisionBody,
      response: { 200: success(staffCertificate) },
    },
    handler: async (req) => ok(await service.staffDecide(staffIdx(req), req.params.certificateIdx, req.body)),
  });
}
