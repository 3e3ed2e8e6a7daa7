import { pointsPayload, pointsQuery, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { PointsService } from './points.service';

const tags = ['points'];

export async function pointsRoutes(app: ApiInstance, { points: service }: { points: PointsService }) {
  app.get('/points', {
    config: { auth: 'resident' },
    schema: {
      operationId: 'getPoints',
      summary: '내 포인트 (잔액, 적립 합계, 적립·사용 내역)',
      tags,
      querystring: pointsQuery,
      response: { 200: success(pointsPayload) },
    },
    handler: async (req) => ok(await service.getPoints(residentIdx(req), req.query.page, req.query.limit)),
  });
}
