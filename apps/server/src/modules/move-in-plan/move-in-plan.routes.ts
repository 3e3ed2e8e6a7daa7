import {
  addPlanToCartBody,
  addPlanToCartResult,
  createPlanBody,
  planApplicationList,
  planApplicationPath,
  planApplicationResult,
  planConsultResult,
  planLinePath,
  planOptions,
  success,
  updatePlanLineBody,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import { optionalResidentIdx, residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { MoveInPlanService } from './move-in-plan.service';

const tags = ['ai-recommend'];
const resident = { auth: 'resident' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요 (docs/MOVE-IN-PLAN.md). ';

/** /ai-recommend: the move-in assistant. The plan's facts come from the engine; a model may only word the summary. */
export async function moveInPlanRoutes(app: ApiInstance, { moveInPlan: service }: { moveInPlan: MoveInPlanService }) {
  app.get('/ai-recommend/options', {
    config: { auth: 'optional' as const },
    schema: {
      operationId: 'getMoveInPlanOptions',
      summary: 'AI 입주 도우미 신청 보기 (내 집, 중요한 것, 이미 예약한 서비스, 예산)',
      description: `${NEW_PATH}로그인했으면 내 집 목록도 함께 줘요.`,
      tags,
      response: { 200: success(planOptions) },
    },
    handler: async (req) => ok(await service.options(optionalResidentIdx(req))),
  });

  app.post('/ai-recommend', {
    config: resident,
    schema: {
      operationId: 'createMoveInPlan',
      summary: 'AI 입주 도우미 신청 (입주 계획 만들기)',
      description: `${NEW_PATH}집·입주 예정일·가족·예산·중요한 것으로 날짜가 잡힌 입주 계획을 만들어요. 같은 requestKey로 다시 보내면 같은 신청을 돌려줘요.`,
      tags,
      body: createPlanBody,
      response: { 201: success(planApplicationResult) },
    },
    handler: async (req, reply) => {
      reply.code(201);
      return ok({ application: await service.create(residentIdx(req), req.body) });
    },
  });

  app.get('/ai-recommend', {
    config: resident,
    schema: {
      operationId: 'listMoveInPlans',
      summary: 'AI 신청내역 (최근 50개)',
      description: `${NEW_PATH}최근 신청부터 보여줘요.`,
      tags,
      response: { 200: success(planApplicationList) },
    },
    handler: async (req) => ok(await service.list(residentIdx(req))),
  });

  app.get('/ai-recommend/:applicationIdx', {
    config: resident,
    schema: {
      operationId: 'getMoveInPlan',
      summary: '입주 계획 보기',
      description: `${NEW_PATH}다른 사람의 신청은 404예요.`,
      tags,
      params: planApplicationPath,
      response: { 200: success(planApplicationResult) },
    },
    handler: async (req) => ok({ application: await service.get(residentIdx(req), req.params.applicationIdx) }),
  });

  app.patch('/ai-recommend/:applicationIdx/lines/:lineIdx', {
    config: resident,
    schema: {
      operationId: 'updateMoveInPlanLine',
      summary: '입주 계획 항목 바꾸기 (날짜 옮기기, 빼기)',
      description: `${NEW_PATH}옮길 날짜는 항목의 기간(earliestDate~latestDate) 안이고 업체 달력에서 열린 날이어야 해요. 장바구니에 담긴 항목은 장바구니 날짜도 함께 바뀌어요.`,
      tags,
      params: planLinePath,
      body: updatePlanLineBody,
      response: { 200: success(planApplicationResult) },
    },
    handler: async (req) =>
      ok({ application: await service.updateLine(residentIdx(req), req.params.applicationIdx, req.params.lineIdx, req.body) }),
  });

  app.post('/ai-recommend/:applicationIdx/cart', {
    config: resident,
    schema: {
      operationId: 'addMoveInPlanToCart',
      summary: '입주 계획 전부 담기',
      description: `${NEW_PATH}빼지 않은 항목(또는 lineIdxs)을 계획한 날짜로 장바구니에 담아요. 이미 담은 항목은 다시 담지 않아요.`,
      tags,
      params: planApplicationPath,
      body: addPlanToCartBody,
      response: { 200: success(addPlanToCartResult) },
    },
    handler: async (req) => ok(await service.addToCart(residentIdx(req), req.params.applicationIdx, req.body ?? {})),
  });

  app.post('/ai-recommend/:applicationIdx/consult', {
    config: resident,
    schema: {
      operationId: 'requestMoveInPlanConsult',
      summary: '입주 계획 상담 요청 (ipju 상담 채팅)',
      description: `${NEW_PATH}이 계획을 붙인 ipju 상담 채팅방을 열거나, 이미 있으면 그 방을 돌려줘요. 상담 연결이 준비되지 않았으면 503이에요.`,
      tags,
      params: planApplicationPath,
      response: { 200: success(planConsultResult) },
    },
    handler: async (req) => ok(await service.consult(residentIdx(req), req.params.applicationIdx)),
  });
}
