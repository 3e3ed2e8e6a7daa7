import { questionAnswer, questionAnswerBody, questionPath, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { AnswersService } from './answers.service';

/**
 * POST /question/{questionIdx}/answer: partner companies and staff answer a resident's question. Both roles
 * call the same route (auth 'answerer'), so it lives in a file of its own and its operationId names no role.
 */
export async function answererRoutes(app: ApiInstance, { questionAnswers: service }: { questionAnswers: AnswersService }) {

  app.post('/question/:questionIdx/answer', {
    config: { auth: 'answerer' },
    schema: {
      operationId: 'answerQuestion',
      summary: '질문에 답변하기 (파트너 업체는 질문마다 한 번, 운영팀은 입주 매니저로 여러 번)',
      description:
        'SPEC에 없는 새 경로예요. 파트너 또는 운영팀 인증 토큰(Authorization: Bearer)으로 불러요. 질문한 입주민에게 알림이 가요. 가려지거나 삭제된 질문에는 답변할 수 없어요 (409/404).',
      tags: ['questions'],
      params: questionPath,
      body: questionAnswerBody,
      response: { 200: success(questionAnswer) },
    },
    handler: async (req) => ok(await service.answer(req.session!, req.params.questionIdx, req.body.body)),
  });
}
