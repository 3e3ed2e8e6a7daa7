import { cautionsPayload, cautionsQuery, success } from '@ipju/contract';
import { callerOf } from '../../lib/authorize';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { CautionsService } from './cautions.service';

/** GET /cautions (SPEC section 7). */
export async function cautionsRoutes(app: ApiInstance, { cautions: service }: { cautions: CautionsService }) {
  app.get('/cautions', {
    config: { auth: 'optional' },
    schema: {
      operationId: 'getCautions',
      summary: '방문 전 주의사항 (내 예약 서비스별, 또는 비회원 공통)',
      description:
        'residentIdx는 로그인한 본인의 회원 번호여야 해요(다른 회원의 번호는 없는 번호처럼 404, 로그인 안 함 401): 예약한 방문(입금대기·시공대기·시공중이고 방문일이 있거나 미정)마다 그 서비스의 주의사항과 공통 주의사항을 줘요. guestKey(영문·숫자·-·_ 8~64자)는 비회원 기기를 구분하는 키로, 모양만 확인하고 저장하지 않아요: 공통 주의사항을 줘요. 둘 다 오면 residentIdx가 본인일 때 회원 답을, 아니면 비회원 답을 줘요. 둘 다 없으면 400이에요.',
      tags: ['cautions'],
      querystring: cautionsQuery,
      response: { 200: success(cautionsPayload) },
    },
    handler: async (req) => ok(await service.get(req.query, callerOf(req.session))),
  });
}
