import { eventDetail, eventIdPath, eventList, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { EventsService } from './events.service';

const tags = ['events'];

/** /events: ipju's promotions (public). */
export async function eventsRoutes(app: ApiInstance, { events: service }: { events: EventsService }) {
  app.get('/events', {
    schema: {
      operationId: 'listEvents',
      summary: '이벤트 목록 (진행 중인 이벤트 먼저, 종료된 이벤트는 뒤에)',
      description: 'SPEC에 없는 새 경로예요. /events 화면이 보여 주는 공개된 이벤트 목록이에요.',
      tags,
      response: { 200: success(eventList) },
    },
    handler: async () => ok({ events: await service.list() }),
  });

  app.get('/events/:id', {
    schema: {
      operationId: 'getEvent',
      summary: '이벤트 상세 (안내, 유의사항, 하단 버튼)',
      description: 'SPEC에 없는 새 경로예요. 공개되지 않았거나 없는 이벤트는 404예요.',
      tags,
      params: eventIdPath,
      response: { 200: success(eventDetail) },
    },
    handler: async (req) => ok(await service.get(req.params.id)),
  });
}
