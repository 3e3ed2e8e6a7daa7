import {
  satisfactionSurvey,
  success,
  surveyAnswerBody,
  surveyAnswerResult,
  surveyCompleteBody,
  surveyCompletedQuery,
  surveyCompletion,
  surveyLineQuery,
  surveyOffers,
  surveyPath,
  surveyQuestionPath,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import { optionalResidentIdx, residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { SurveysService } from './surveys.service';

const tags = ['surveys'];
const resident = { auth: 'resident' as const };

/**
 * Satisfaction surveys (SPEC section 7: /survey/{surveyIdx}, /completed, /question/{questionIdx}/answer),
 * plus GET /survey/offers. The static /survey/offers wins over /survey/:surveyIdx in Fastify's router.
 */
export async function surveysRoutes(app: ApiInstance, { surveys: service }: { surveys: SurveysService }) {
  app.get('/survey/offers', {
    config: resident,
    schema: {
      operationId: 'listSurveyOffers',
      summary: '참여할 만족도 조사와 참여한 만족도 조사 (시공이 끝난 내 서비스마다 하나)',
      description:
        'SPEC에 없는 새 경로예요. 마이페이지와 알림 링크(/survey?lineIdx=)가 어느 설문에 답할지 여기서 찾아요. 시공완료된 내 서비스 중 아직 제출하지 않은 것은 pending, 제출한 것은 done이에요.',
      tags,
      response: { 200: success(surveyOffers) },
    },
    handler: async (req) => ok(await service.getOffers(residentIdx(req))),
  });

  app.get('/survey/:surveyIdx', {
    config: { auth: 'optional' },
    schema: {
      operationId: 'getSurvey',
      summary: '만족도 조사 (질문과 보기; 로그인하고 lineIdx를 보내면 그 서비스와 지금까지의 답변)',
      tags,
      params: surveyPath,
      querystring: surveyLineQuery,
      response: { 200: success(satisfactionSurvey) },
    },
    handler: async (req) =>
      ok(
        await service.getSurvey(
          req.params.surveyIdx,
          optionalResidentIdx(req),
          req.query.lineIdx,
        ),
      ),
  });

  app.post('/survey/:surveyIdx/question/:questionIdx/answer', {
    config: resident,
    schema: {
      operationId: 'answerSurveyQuestion',
      summary: '만족도 조사 질문 하나에 답하기 (저장하면서 진행)',
      description:
        '시공완료된 내 서비스(lineIdx)에 대해 답해요. rating은 1~5 정수, single은 보기 값 하나, multiple은 서로 다른 보기 값 목록, text는 maxLength까지의 글이에요. 선택 질문은 null이나 빈 값으로 답을 지워요. 제출한 뒤에는 바꿀 수 없어요(409).',
      tags,
      params: surveyQuestionPath,
      body: surveyAnswerBody,
      response: { 200: success(surveyAnswerResult) },
    },
    handler: async (req) => ok(await service.answer(residentIdx(req), req.params.surveyIdx, req.params.questionIdx, req.body)),
  });

  app.get('/survey/:surveyIdx/completed', {
    config: resident,
    schema: {
      operationId: 'getSurveyCompleted',
      summary: '이 서비스의 만족도 조사를 제출했는지',
      tags,
      params: surveyPath,
      querystring: surveyCompletedQuery,
      response: { 200: success(surveyCompletion) },
    },
    handler: async (req) => ok(await service.getCompletion(residentIdx(req), req.params.surveyIdx, req.query.lineIdx)),
  });

  app.post('/survey/:surveyIdx/completed', {
    config: resident,
    schema: {
      operationId: 'completeSurvey',
      summary: '만족도 조사 제출하기 (필수 질문에 모두 답해야 해요, 서비스마다 한 번)',
      tags,
      params: surveyPath,
      body: surveyCompleteBody,
      response: { 200: success(surveyCompletion) },
    },
    handler: async (req) => ok(await service.complete(residentIdx(req), req.params.surveyIdx, req.body.lineIdx)),
  });
}
