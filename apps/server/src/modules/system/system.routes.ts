import { okPayload, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';

/** A bare route (no database): load balancers' liveness check and the benchmark's baseline. */
export async function systemRoutes(app: ApiInstance) {
  app.get('/health', {
    schema: {
      operationId: 'health',
      summary: '서버 상태 확인',
      tags: ['system'],
      response: { 200: success(okPayload) },
    },
    handler: async () => ok({ ok: true as const }),
  });
}
