import { staffInspectionStandard, staffInspectionStandardList, standardKeyParam, success, updateInspectionStandardBody } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { staffIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { StandardsService } from './standards';

const config = { auth: 'staff' as const };

/** Staff keep the inspection standards (new paths); an edit applies to inspections started afterwards. */
export async function staffInspectionStandardRoutes(app: ApiInstance, { inspectionStandards: service }: { inspectionStandards: StandardsService }) {
  app.get('/staff/inspection-standards', {
    config,
    schema: {
      operationId: 'staffListInspectionStandards',
      summary: '사전점검 측정 기준 목록',
      description: 'SPEC에 없는 새 경로예요. verified=false는 출처가 한 곳뿐이거나 공적 수치를 찾지 못한 값이에요.',
      tags: ['staff'],
      response: { 200: success(staffInspectionStandardList) },
    },
    handler: async () => ok(await service.list()),
  });

  app.put('/staff/inspection-standards/:key', {
    config,
    schema: {
      operationId: 'staffUpdateInspectionStandard',
      summary: '사전점검 측정 기준 수정',
      description: 'SPEC에 없는 새 경로예요. 이미 시작한 점검은 시작할 때의 기준을 그대로 써요.',
      tags: ['staff'],
      params: standardKeyParam,
      body: updateInspectionStandardBody,
      response: { 200: success(staffInspectionStandard) },
    },
    handler: async (req) => ok(await service.update(staffIdx(req), req.params.key, req.body)),
  });
}
