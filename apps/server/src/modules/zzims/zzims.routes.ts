import { createZzimBody, createZzimResult, listZzimsQuery, success, ZZIM_LIMIT, zzimIdPath, zzimList, zzimRef } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { ZzimsService } from './zzims.service';

const tags = ['zzims'];
const resident = { auth: 'resident' as const };

/** /zzims: my hearts on services (찜). */
export async function zzimsRoutes(app: ApiInstance, { zzims: service }: { zzims: ZzimsService }) {
  app.get('/zzims', {
    config: resident,
    schema: {
      operationId: 'listZzims',
      summary: '내 찜 목록 (최근에 찜한 순, 상품 카드와 찜한 상품 번호 전체)',
      description: '단지(apartmentIdx)와 평형(pyeong)을 주면 GET /items와 같은 방식으로 카드 가격을 계산해요.',
      tags,
      querystring: listZzimsQuery,
      response: { 200: success(zzimList) },
    },
    handler: async (req) => ok(await service.list(residentIdx(req), req.query)),
  });

  app.post('/zzims', {
    config: resident,
    schema: {
      operationId: 'createZzim',
      summary: '서비스 찜하기 (이미 찜했으면 그 찜을 그대로 돌려줘요)',
      description: `SPEC에 없는 새 경로예요. 한 사람이 찜할 수 있는 서비스는 ${ZZIM_LIMIT}개까지예요. 판매가 끝난 상품은 400, 없는 상품은 404예요.`,
      tags,
      body: createZzimBody,
      response: { 200: success(createZzimResult) },
    },
    handler: async (req) => ok(await service.create(residentIdx(req), req.body.itemIdx)),
  });

  app.delete('/zzims/:id', {
    config: resident,
    schema: {
      operationId: 'deleteZzim',
      summary: '찜 해제 (id는 찜 번호 zzimIdx)',
      tags,
      params: zzimIdPath,
      response: { 200: success(zzimRef) },
    },
    handler: async (req) => ok(await service.remove(residentIdx(req), req.params.id)),
  });
}
