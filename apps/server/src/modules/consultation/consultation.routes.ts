import {
  consultation,
  consultationBody,
  consultationPath,
  homestylingAnswerBody,
  homestylingAnswerResult,
  homestylingQuestionQuery,
  homestylingQuestions,
  homestylingSurvey,
  homestylingSurveyPath,
  homestylingSurveySummary,
  success,
} from '@ipju/contract';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { HomestylingService } from '../surveys';
import type { ApiInstance } from '../types';
import type { ConsultationService } from './consultation.service';
import { staffConsultationRoutes } from './staff.routes';

const tags = ['consultation'];
const resident = { auth: 'resident' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요.';

/**
 * Home-styling consultation (SPEC section 7: /consultation/homestyling/survey*, POST /consultation), plus
 * the resident's list and cancel, and the staff's list and update (staff.routes.ts). The static
 * /consultation/homestyling/survey/question wins over /survey/:id in Fastify's router.
 */
export async function consultationRoutes(
  app: ApiInstance,
  { homestyling, consultation: service }: { homestyling: HomestylingService; consultation: ConsultationService },
) {

  app.get('/consultation/homestyling/survey', {
    schema: {
      operationId: 'listHomestylingSurveys',
      summary: '홈스타일링 상담 설문 목록 (진행 중인 것)',
      tags,
      response: { 200: success(z.array(homestylingSurveySummary)) },
    },
    handler: async () => ok(await homestyling.list()),
  });

  app.get('/consultation/homestyling/survey/question', {
    schema: {
      operationId: 'listHomestylingQuestions',
      summary: '홈스타일링 설문 한 단계(분류)의 질문',
      tags,
      querystring: homestylingQuestionQuery,
      response: { 200: success(homestylingQuestions) },
    },
    handler: async (req) => ok(await homestyling.questions(req.query.surveyIdx, req.query.categoryIdx)),
  });

  app.get('/consultation/homestyling/survey/:id', {
    schema: {
      operationId: 'getHomestylingSurvey',
      summary: '홈스타일링 상담 설문 (단계와 단계별 질문)',
      tags,
      params: homestylingSurveyPath,
      response: { 200: success(homestylingSurvey) },
    },
    handler: async (req) => ok(await homestyling.get(req.params.id)),
  });

  app.post('/consultation/homestyling/survey/answer', {
    config: resident,
    schema: {
      operationId: 'answerHomestylingSurvey',
      summary: '홈스타일링 설문 답변 보내기 (모든 필수 질문, 한 번에)',
      description: '답변을 모두 확인한 뒤 제출된 응답 하나로 저장하고 surveyResponseIdx를 돌려줘요. 상담 신청에 함께 보내요.',
      tags,
      body: homestylingAnswerBody,
      response: { 200: success(homestylingAnswerResult) },
    },
    handler: async (req) => ok(await homestyling.answer(residentIdx(req), req.body)),
  });

  app.post('/consultation', {
    config: resident,
    schema: {
      operationId: 'requestConsultation',
      summary: '홈스타일링 상담 신청 (연락처, 단지, 희망 일시, 요청 사항)',
      description:
        '운영팀에 바로 알리고 신청한 분께 접수 알림을 보내요. 같은 내용(단지·희망일·시간·요청 사항)을 1분 안에 다시 보내면 두 번 누른 것으로 보고 409로 거절해요. 설문 응답(surveyResponseIdx)은 내 것만, 한 신청에만 붙일 수 있어요.',
      tags,
      body: consultationBody,
      response: { 200: success(consultation) },
    },
    handler: async (req) => ok(await service.create(residentIdx(req), req.body)),
  });

  app.get('/consultation', {
    config: resident,
    schema: {
      operationId: 'listMyConsultations',
      summary: '내 상담 신청 내역 (최근 신청 순)',
      description: `${NEW_PATH} 마이페이지 상담 내역이 써요.`,
      tags,
      response: { 200: success(z.array(consultation)) },
    },
    handler: async (req) => ok(await service.listMine(residentIdx(req))),
  });

  app.patch('/consultation/:consultationIdx/cancel', {
    config: resident,
    schema: {
      operationId: 'cancelConsultation',
      summary: '상담 신청 취소 (접수 완료 상태일 때만)',
      description: `${NEW_PATH} 내 신청만, 매니저가 연락하기 전까지 취소할 수 있어요.`,
      tags,
      params: consultationPath,
      response: { 200: success(consultation) },
    },
    handler: async (req) => ok(await service.cancel(residentIdx(req), req.params.consultationIdx)),
  });

  await staffConsultationRoutes(app, { consultation: service });
}
