import { availabilityQuery, itemAvailability, itemIdPath, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { ScheduleService } from './schedule.service';

export async function scheduleRoutes(app: ApiInstance, { schedule: service }: { schedule: ScheduleService }) {
  app.get('/items/:id/availability', {
    schema: {
      operationId: 'getItemAvailability',
      summary: '방문 가능일 (업체 휴무일·마감된 날짜와 시간, 가장 빠른 희망일)',
      description:
        '이번 달부터 12개월 뒤까지의 월(month=2026-12)을 볼 수 있어요. fullDates는 이 상품의 모든 방문 시간이 마감된 날, fullSlots는 일부 시간만 마감된 날의 마감된 시간이에요. 휴무일은 closedDates에만 있어요.',
      tags: ['items'],
      params: itemIdPath,
      querystring: availabilityQuery,
      response: { 200: success(itemAvailability) },
    },
    handler: async (req) => ok(await service.getItemAvailability(req.params.id, req.query.month)),
  });
}
