import { dateProposalAnswerBody, order, orderLinePath, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { BillingService } from './billing.service';
import type { PartnerJobsService } from './partner-jobs.service';

/** The resident's side of the company's job steps: answering a proposed visit date. */
export async function jobsRoutes(app: ApiInstance, { billing, partnerJobs }: { billing: BillingService; partnerJobs: PartnerJobsService }) {
  app.put('/billings/lines/:lineIdx/date-proposal', {
    config: { auth: 'resident' },
    schema: {
      operationId: 'answerDateProposal',
      summary: '업체가 제안한 방문 일정 수락·거절',
      description:
        'SPEC에 없는 새 경로예요. 수락하면 방문 일정이 제안한 날짜·시간으로 바뀌고 예약 자리도 함께 옮겨요 (자리가 없으면 409, 제안은 그대로 남아요). 거절하면 원래 일정 그대로예요. 어느 쪽이든 업체에 알려요.',
      tags: ['billings'],
      params: orderLinePath,
      body: dateProposalAnswerBody,
      response: { 200: success(order) },
    },
    handler: async (req) => {
      const me = residentIdx(req);
      const { merchantUid } = await partnerJobs.answerProposal(me, req.params.lineIdx, req.body.answer);
      return ok(await billing.detail(me, merchantUid));
    },
  });
}
