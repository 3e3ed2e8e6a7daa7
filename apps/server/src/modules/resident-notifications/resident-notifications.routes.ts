import {
  marketingUnsubscribeBody,
  marketingUnsubscribed,
  notificationSettings,
  residentPush,
  residentPushesRead,
  residentPushList,
  residentPushListQuery,
  residentPushPath,
  success,
  updateNotificationSettingsBody,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { ResidentNotificationsService } from './resident-notifications.service';

const tags = ['residents'];
const config = { auth: 'resident' as const };

/** The resident's 알림 inbox (SPEC section 7, Residents) and 알림 설정 with the 혜택·이벤트 consent. */
export async function residentNotificationsRoutes(app: ApiInstance, { residentNotifications: service }: { residentNotifications: ResidentNotificationsService }) {
  app.get('/residents/pushs', {
    config,
    schema: {
      operationId: 'listResidentPushes',
      summary: '내 알림 목록 (최신순, 안 읽은 알림 수)',
      description: '주문·방문 안내, 지식인 답변, 혜택·이벤트 등 보낸 모든 알림이에요. 다음 페이지는 nextCursor를 before로 보내요.',
      tags,
      querystring: residentPushListQuery,
      response: { 200: success(residentPushList) },
    },
    handler: async (req) => ok(await service.list(residentIdx(req), req.query)),
  });

  app.patch('/residents/pushs/read', {
    config,
    schema: { operationId: 'readAllResidentPushes', summary: '내 알림 모두 읽음', tags, response: { 200: success(residentPushesRead) } },
    handler: async (req) => ok(await service.readAll(residentIdx(req))),
  });

  app.patch('/residents/pushs/:pushIdx/click', {
    config,
    schema: {
      operationId: 'clickResidentPush',
      summary: '내 알림 누름 (읽음 처리, 이동할 링크)',
      description: '다른 회원의 알림은 없는 알림처럼 404예요.',
      tags,
      params: residentPushPath,
      response: { 200: success(residentPush) },
    },
    handler: async (req) => ok(await service.click(residentIdx(req), req.params.pushIdx)),
  });

  app.get('/residents/notification-settings', {
    config,
    schema: {
      operationId: 'getNotificationSettings',
      summary: '알림 설정 (종류별 채널, 혜택·이벤트 수신 동의와 날짜)',
      description: 'SPEC에 없는 새 경로예요. /notification/setting 화면이 읽어요.',
      tags,
      response: { 200: success(notificationSettings) },
    },
    handler: async (req) => ok(await service.settings(residentIdx(req))),
  });

  app.put('/residents/notification-settings', {
    config,
    schema: {
      operationId: 'updateNotificationSettings',
      summary: '알림 설정 저장',
      description:
        'SPEC에 없는 새 경로예요. 혜택·이벤트는 채널을 하나라도 켜면 수신 동의(오늘 날짜), 모두 끄면 수신 거부예요. reconfirm은 2년마다 하는 동의 재확인이에요. 바뀐 동의는 알림으로 알려 드려요.',
      tags,
      body: updateNotificationSettingsBody,
      response: { 200: success(notificationSettings) },
    },
    handler: async (req) => ok(await service.update(residentIdx(req), req.body)),
  });

  app.post('/residents/notification-settings/unsubscribe', {
    schema: {
      operationId: 'unsubscribeMarketing',
      summary: '혜택·이벤트 수신거부 (메시지의 링크, 로그인 없이)',
      description: 'SPEC에 없는 새 경로예요. 광고 메시지마다 들어 있는 서명된 링크의 token으로 수신 동의를 끝내요. 다시 눌러도 처음 거부한 때를 알려 줘요.',
      tags,
      body: marketingUnsubscribeBody,
      response: { 200: success(marketingUnsubscribed) },
    },
    handler: async (req) => ok(await service.unsubscribe(req.body.token)),
  });
}
