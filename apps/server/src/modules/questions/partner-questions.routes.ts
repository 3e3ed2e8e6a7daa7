import { partnerQuestionDetail, partnerQuestionListQuery, partnerQuestionPage, questionPath, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { PartnerQuestionsService } from './partner-questions.service';

const tags = ['partner'];
const partner = { auth: 'partner' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요 (파트너 콘솔의 입주민 문의 화면용).';

/**
 * The partner console's 문의: residents' 지식인 questions about the company's services, and one of them with its
 * answers. The company answers with POST /question/{questionIdx}/answer (answerer.routes.ts).
 */
export async function partnerQuestionsRoutes(app: ApiInstance, { partnerQuestions: service }: { partnerQuestions: PartnerQuestionsService }) {
  app.get('/partner/questions', {
    config: partner,
    schema: {
      operationId: 'partnerListQuestions',
      summary: '우리 업체 서비스에 대한 입주민 질문 (최신순, 답변 전 / 전체)',
      description: `${NEW_PATH} 업체 정보의 제공 서비스와 판매 중인 상품의 서비스에 달린, 게시 중인 질문만 보여요. filter=unanswered(기본)는 우리 업체가 아직 답변하지 않은 질문이에요 (다른 업체가 답변했어도 보여요). 질문한 입주민이 누구인지는 보내지 않아요.`,
      tags,
      querystring: partnerQuestionListQuery,
      response: { 200: success(partnerQuestionPage) },
    },
    handler: async (req) => ok(await service.list(partnerIdx(req), req.query)),
  });

  app.get('/partner/questions/:questionIdx', {
    config: partner,
    schema: {
      operationId: 'partnerGetQuestion',
      summary: '입주민 질문 하나와 답변 (우리 업체 답변 표시)',
      description: `${NEW_PATH} 게시 중인 질문만 열 수 있어요 (가려지거나 삭제된 질문은 404). myAnswer는 우리 업체의 답변이에요 (신고로 가려졌어도 상태와 함께).`,
      tags,
      params: questionPath,
      response: { 200: success(partnerQuestionDetail) },
    },
    handler: async (req) => ok(await service.get(partnerIdx(req), req.params.questionIdx)),
  });
}
