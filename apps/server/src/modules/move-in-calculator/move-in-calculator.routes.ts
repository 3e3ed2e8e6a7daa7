import { moveInCalculationInput, moveInCalculationResult, myMoveInCalculationList, savedMoveInCalculation, saveMoveInCalculationBody, shareTokenPath, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { optionalResidentIdx, residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { MoveInCalculatorService } from './move-in-calculator.service';

const tags = ['move-in-calculations'];
const optional = { auth: 'optional' as const };

/**
 * /move-in-calculations: the move-in cost calculator (/move-in-calculator). SPEC section 7 lists no call for
 * it; these follow the contract's style (docs/MOVE-IN-CALCULATOR.md). Signed in or not.
 */
export async function moveInCalculatorRoutes(app: ApiInstance, { moveInCalculator: service }: { moveInCalculator: MoveInCalculatorService }) {
  app.post('/move-in-calculations/estimate', {
    config: optional,
    schema: {
      operationId: 'estimateMoveInCost',
      summary: '입주 비용 계산 (저장하지 않아요)',
      description:
        'SPEC에 없는 새 경로예요. 잔금일에 유효한 세율표로 취득세·지방교육세·농어촌특별세, 등기 비용, 관리비 예치금, 이사 비용, 고른 입주 서비스의 단지 특가와 쿠폰 할인을 계산해요. 로그인했으면 가진 쿠폰, 아니면 받을 수 있는 쿠폰 기준이에요.',
      tags,
      body: moveInCalculationInput,
      response: { 200: success(moveInCalculationResult) },
    },
    handler: async (req) => ok(await service.compute(optionalResidentIdx(req), req.body)),
  });

  app.post('/move-in-calculations', {
    config: optional,
    schema: {
      operationId: 'saveMoveInCalculation',
      summary: '입주 비용 계산 저장 (공유 링크를 만들어요)',
      description:
        'SPEC에 없는 새 경로예요. 계산한 결과를 그대로 저장하고 공유 토큰을 돌려줘요 (/move-in-calculator?share={shareToken}). visibility=private은 로그인한 본인만 열 수 있어요.',
      tags,
      body: saveMoveInCalculationBody,
      response: { 200: success(savedMoveInCalculation) },
    },
    handler: async (req) => ok(await service.save(optionalResidentIdx(req), req.body)),
  });

  app.get('/move-in-calculations', {
    config: { auth: 'resident' as const },
    schema: {
      operationId: 'listMyMoveInCalculations',
      summary: '내가 저장한 입주 비용 계산 (최근 20개)',
      description: 'SPEC에 없는 새 경로예요. 로그인해서 저장한 계산만 보여요 (링크 공개와 나만 보기 모두).',
      tags,
      response: { 200: success(myMoveInCalculationList) },
    },
    handler: async (req) => ok(await service.listMine(residentIdx(req))),
  });

  app.get('/move-in-calculations/:shareToken', {
    config: optional,
    schema: {
      operationId: 'getMoveInCalculation',
      summary: '저장한 입주 비용 계산 열기 (공유 링크)',
      description: 'SPEC에 없는 새 경로예요. 저장할 때의 입력과 결과를 그대로 보여줘요. 나만 보기로 저장한 계산은 저장한 사람이 아니면 404예요.',
      tags,
      params: shareTokenPath,
      response: { 200: success(savedMoveInCalculation) },
    },
    handler: async (req) => ok(await service.open(optionalResidentIdx(req), req.params.shareToken)),
  });
}
