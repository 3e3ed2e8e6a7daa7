import { complexIdxPath, complexPage, complexSlugPath, moveInReport, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { ComplexesService } from './complexes.service';

const tags = ['places'];

/** A complex's move-in report and its own page (public: figures of fewer than 5 households are left out). */
export async function complexesRoutes(app: ApiInstance, { complexes }: { complexes: ComplexesService }) {
  app.get('/complexes/:complexIdx/move-in-report', {
    schema: {
      operationId: 'getComplexMoveInReport',
      summary: '우리 단지 입주 리포트 (이웃들이 예약한 서비스, 시기, 평균 결제 금액, 공동구매 현황, 후기, 사전점검 결과)',
      description:
        'SPEC에 없는 새 경로예요 (/report 화면). 결제가 끝나고 취소·환불되지 않은 주문으로만 계산하고, 5세대 미만의 수치는 null로 가려요. 단지별로 1분 동안 재사용해요.',
      tags,
      params: complexIdxPath,
      response: { 200: success(moveInReport) },
    },
    handler: async (req) => ok(await complexes.moveInReport(req.params.complexIdx)),
  });

  app.get('/complexes/by-slug/:slug', {
    schema: {
      operationId: 'getComplexPage',
      summary: '단지 소개 페이지 (세대수, 시공사, 입주 기간, 평면도, 단지 특가, 공동구매, 후기, 입주 타임라인)',
      description: 'SPEC에 없는 새 경로예요 (/jamsil-raemian-ipark-intro, /jamsil-leel-intro, /oneperla, /complexes/{slug}).',
      tags,
      params: complexSlugPath,
      response: { 200: success(complexPage) },
    },
    handler: async (req) => ok(await complexes.page(req.params.slug)),
  });
}
