import {
  createQuestionBody,
  deleteQuestionResult,
  listQuestionsQuery,
  myQuestionPage,
  myQuestionsQuery,
  questionAnswerPath,
  questionDetail,
  questionLikeResult,
  questionPage,
  questionPath,
  questionReadResult,
  reportBody,
  reportResult,
  success,
  suggestedQuestionTitle,
  suggestQuestionTitleBody,
  updateQuestionBody,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import { optionalResidentIdx, residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { AnswersService } from './answers.service';
import { answererRoutes } from './answerer.routes';
import type { ModerationService } from './moderation.service';
import { partnerQuestionsRoutes } from './partner-questions.routes';
import type { PartnerQuestionsService } from './partner-questions.service';
import type { QuestionsService } from './questions.service';
import type { ReactionsService } from './reactions.service';
import { staffQuestionsRoutes } from './staff.routes';

const tags = ['questions'];
const resident = { auth: 'resident' as const };
const optional = { auth: 'optional' as const };

/**
 * 지식인 (/knowledge-in): questions, their likes, reads and reports (SPEC section 7's /question paths),
 * plus answers (answerer.routes.ts: partners and staff), staff moderation (staff.routes.ts) and the partner
 * console's list of questions to answer (partner-questions.routes.ts). Static segments
 * (/question/me, /question/create/title) win over /question/:questionIdx in Fastify's router.
 * Rules where SPEC is silent are in docs/COMMUNITY.md (## Questions).
 */
export interface QuestionsServices {
  questions: QuestionsService;
  questionReactions: ReactionsService;
  questionAnswers: AnswersService;
  questionModeration: ModerationService;
  partnerQuestions: PartnerQuestionsService;
}

export async function questionsRoutes(app: ApiInstance, services: QuestionsServices) {
  const { questions: service, questionReactions: reactions } = services;

  app.get('/question', {
    config: optional,
    schema: {
      operationId: 'listQuestions',
      summary: '지식인 질문 목록 (유형·서비스로 거르기, 정렬, 페이지)',
      description:
        'sort: latest 최신순, popular 좋아요순, views 조회순, answered 답변 많은순 (같으면 최신 질문 먼저). item은 서비스 코드(tljoint)예요. 게시 중인 질문만 보여요. 로그인한 입주민은 likedByMe가 채워져요.',
      tags,
      querystring: listQuestionsQuery,
      response: { 200: success(questionPage) },
    },
    handler: async (req) => ok(await service.list(req.query, optionalResidentIdx(req))),
  });

  app.post('/question', {
    config: resident,
    schema: {
      operationId: 'createQuestion',
      summary: '질문 쓰기 (평문, 사진 최대 5장)',
      description: '사진은 GET /files/presigned_url?type=question 으로 올린 내 이미지의 key예요. 입력한 글은 앞뒤 공백만 빼고 그대로 저장해요 (HTML로 보여 주지 않아요).',
      tags,
      body: createQuestionBody,
      response: { 200: success(questionDetail) },
    },
    handler: async (req) => ok(await service.create(residentIdx(req), req.body)),
  });

  app.get('/question/me', {
    config: resident,
    schema: {
      operationId: 'listMyQuestions',
      summary: '내 질문 목록 (삭제한 질문 빼고 모든 상태, 최신순)',
      tags,
      querystring: myQuestionsQuery,
      response: { 200: success(myQuestionPage) },
    },
    handler: async (req) => ok(await service.listMine(residentIdx(req), req.query.page, req.query.limit)),
  });

  app.post('/question/create/title', {
    schema: {
      operationId: 'suggestQuestionTitle',
      summary: '본문으로 질문 제목 추천 (서버 안에서 규칙으로 만들어요, 같은 본문이면 같은 제목)',
      description: '인사·맺음말을 빼고 묻는 문장을 골라 40자 이하로 줄여요. 서비스 이름이 나오면 제목에 남겨요.',
      tags,
      body: suggestQuestionTitleBody,
      response: { 200: success(suggestedQuestionTitle) },
    },
    handler: async (req) => ok(service.suggestTitle(req.body.body)),
  });

  app.get('/question/:questionIdx', {
    config: optional,
    schema: {
      operationId: 'getQuestion',
      summary: '질문과 답변 (가려진 질문은 작성자에게만 보여요)',
      tags,
      params: questionPath,
      response: { 200: success(questionDetail) },
    },
    handler: async (req) => ok(await service.get(req.params.questionIdx, optionalResidentIdx(req))),
  });

  app.patch('/question/:questionIdx', {
    config: resident,
    schema: {
      operationId: 'updateQuestion',
      summary: '내 질문 고치기 (답변이 달리기 전까지)',
      description: '보낸 항목만 바뀌어요 (item: null이면 일반 질문). 답변이 달린 질문은 409 "답변이 달린 질문은 고칠 수 없어요."',
      tags,
      params: questionPath,
      body: updateQuestionBody,
      response: { 200: success(questionDetail) },
    },
    handler: async (req) => ok(await service.update(residentIdx(req), req.params.questionIdx, req.body)),
  });

  app.delete('/question/:questionIdx', {
    config: resident,
    schema: {
      operationId: 'deleteQuestion',
      summary: '내 질문 지우기 (답변이 달리기 전까지)',
      description: 'SPEC에 없는 새 경로예요. 답변이 달린 질문은 지울 수 없어요 (409).',
      tags,
      params: questionPath,
      response: { 200: success(deleteQuestionResult) },
    },
    handler: async (req) => ok(await service.remove(residentIdx(req), req.params.questionIdx)),
  });

  app.patch('/question/:questionIdx/increment-read-count', {
    config: optional,
    schema: {
      operationId: 'incrementQuestionReadCount',
      summary: '질문 조회수 올리기 (한 사람은 하루에 한 번, 서울 날짜 기준)',
      description: '로그인하지 않은 사람은 접속 주소와 브라우저로 만든 해시로 구분해요 (주소는 저장하지 않아요). 작성자 본인의 조회는 세지 않아요.',
      tags,
      params: questionPath,
      response: { 200: success(questionReadResult) },
    },
    handler: async (req) =>
      ok(await service.countRead(req.params.questionIdx, req.session, { ip: req.ip, userAgent: req.headers['user-agent'] })),
  });

  app.post('/question/:questionIdx/like', {
    config: resident,
    schema: {
      operationId: 'likeQuestion',
      summary: '질문 좋아요 (다시 눌러도 그대로, 내 질문은 안 돼요)',
      tags,
      params: questionPath,
      response: { 200: success(questionLikeResult) },
    },
    handler: async (req) => ok(await reactions.likeQuestion(residentIdx(req), req.params.questionIdx)),
  });

  app.delete('/question/:questionIdx/like', {
    config: resident,
    schema: {
      operationId: 'unlikeQuestion',
      summary: '질문 좋아요 취소 (이미 취소했어도 그대로)',
      tags,
      params: questionPath,
      response: { 200: success(questionLikeResult) },
    },
    handler: async (req) => ok(await reactions.unlikeQuestion(residentIdx(req), req.params.questionIdx)),
  });

  app.post('/question/:questionIdx/answer/:answerIdx/like', {
    config: resident,
    schema: {
      operationId: 'likeAnswer',
      summary: '답변 좋아요 (다시 눌러도 그대로)',
      tags,
      params: questionAnswerPath,
      response: { 200: success(questionLikeResult) },
    },
    handler: async (req) => ok(await reactions.likeAnswer(residentIdx(req), req.params.questionIdx, req.params.answerIdx)),
  });

  app.delete('/question/:questionIdx/answer/:answerIdx/like', {
    config: resident,
    schema: {
      operationId: 'unlikeAnswer',
      summary: '답변 좋아요 취소 (이미 취소했어도 그대로)',
      tags,
      params: questionAnswerPath,
      response: { 200: success(questionLikeResult) },
    },
    handler: async (req) => ok(await reactions.unlikeAnswer(residentIdx(req), req.params.questionIdx, req.params.answerIdx)),
  });

  app.post('/question/:questionIdx/report', {
    config: resident,
    schema: {
      operationId: 'reportQuestion',
      summary: '질문 신고 (한 사람이 한 번, 여러 명이 신고하면 검토할 때까지 가려져요)',
      tags,
      params: questionPath,
      body: reportBody,
      response: { 200: success(reportResult) },
    },
    handler: async (req) => ok(await reactions.reportQuestion(residentIdx(req), req.params.questionIdx, req.body)),
  });

  app.post('/question/:questionIdx/answer/:answerIdx/report', {
    config: resident,
    schema: {
      operationId: 'reportAnswer',
      summary: '답변 신고 (한 사람이 한 번, 여러 명이 신고하면 검토할 때까지 가려져요)',
      tags,
      params: questionAnswerPath,
      body: reportBody,
      response: { 200: success(reportResult) },
    },
    handler: async (req) =>
      ok(await reactions.reportAnswer(residentIdx(req), req.params.questionIdx, req.params.answerIdx, req.body)),
  });

  await answererRoutes(app, services);
  await staffQuestionsRoutes(app, services);
  await partnerQuestionsRoutes(app, services);
}
