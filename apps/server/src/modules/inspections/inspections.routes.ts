import { inspectionIdParam, inspectionLive, success } from '@ipju/contract';
import { callerOf } from '../../lib/authorize';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { InspectionsService } from './inspections.service';

/** The live view of an inspection in progress: its company's inspectors, or the resident it is for (cookie). */
export async function inspectionLiveRoutes(app: ApiInstance, { inspections: service }: { inspections: InspectionsService }) {
  app.get('/inspection/:inspectionId/join/online', {
    config: { auth: 'optional' },
    schema: {
      operationId: 'getInspectionLive',
      summary: '진행 중인 점검 따라보기',
      description: '지금까지 기록된 공간, 종류별 상태, 기록과 사진이에요. 점검 업체 또는 그 점검의 입주민만 볼 수 있어요 (다른 사람은 404).',
      tags: ['inspection'],
      params: inspectionIdParam,
      response: { 200: success(inspectionLive) },
    },
    handler: async (req) => ok(await service.live(callerOf(req.session), req.params.inspectionId)),
  });
}
