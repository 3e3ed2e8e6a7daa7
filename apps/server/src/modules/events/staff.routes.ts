import { eventIdPath, eventNoticeSent, success } from '@ipju/contract';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { EventsService } from './events.service';

/** Staff's event work: sending a running event to the residents who agreed to 혜택·이벤트. */
export async function staffEventsRoutes(app: ApiInstance, { events: service }: { events: EventsService }) {
  app.post('/staff/events/:id/notice', {
    config: { auth: 'staff' },
    schema: {
      operationId: 'staffSendEventNotice',
      summary: '이벤트를 혜택·이벤트 수신 동의 회원에게 보내기 (이벤트마다 한 번)',
      description:
        'SPEC에 없는 새 경로예요. 수신 동의가 유효한(2년 안에 동의·재확인한) 회원에게 광고 알림으로 보내요. 보낼 때 회원의 알림 설정(채널, 야간)을 다시 확인하고 "(광고)"와 수신거부 링크를 붙여요.',
      tags: ['staff'],
      params: eventIdPath,
      response: { 200: success(eventNoticeSent) },
    },
    handler: async (req) => ok(await service.sendNotice(req.params.id)),
  });
}
