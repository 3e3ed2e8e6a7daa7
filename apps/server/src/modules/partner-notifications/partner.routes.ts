import {
  deviceKeyPath,
  fcmTokenRecord,
  partnerPush,
  partnerPushesRead,
  partnerPushList,
  partnerPushListQuery,
  partnerPushPath,
  registerFcmTokenBody,
  success,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { PartnerNotificationsService } from './partner-notifications.service';

const tags = ['partner'];
const config = { auth: 'partner' as const };

/** The company's 알림 inbox and its app installs' push tokens (SPEC section 7, Partner). */
export async function partnerNotificationsRoutes(app: ApiInstance, service: PartnerNotificationsService) {
  app.get('/partner/pushs', {
    config,
    schema: {
      operationId: 'partnerListPushes',
      summary: '업체 알림 목록 (최신순, 안 읽은 알림 수)',
      description: '새 주문, 일정 변경, 취소, 리뷰, 결제 링크 결제, 아침 6시 오늘 방문 요약. 다음 페이지는 nextCursor를 before로 보내요.',
      tags,
      querystring: partnerPushListQuery,
      response: { 200: success(partnerPushList) },
    },
    handler: async (req) => ok(await service.list(partnerIdx(req), req.query)),
  });

  app.patch('/partner/pushs/read', {
    config,
    schema: {
      operationId: 'partnerReadAllPushes',
      summary: '업체 알림 모두 읽음',
      tags,
      response: { 200: success(partnerPushesRead) },
    },
    handler: async (req) => ok(await service.readAll(partnerIdx(req))),
  });

  app.patch('/partner/pushs/:pushIdx/click', {
    config,
    schema: {
      operationId: 'partnerClickPush',
      summary: '업체 알림 누름 (읽음 처리)',
      description: '다른 업체의 알림은 없는 알림처럼 404예요.',
      tags,
      params: partnerPushPath,
      response: { 200: success(partnerPush) },
    },
    handler: async (req) => ok(await service.click(partnerIdx(req), req.params.pushIdx)),
  });

  app.post('/partner/fcm-token', {
    config,
    schema: {
      operationId: 'partnerRegisterFcmToken',
      summary: '업체 앱 푸시 토큰 등록 (기기별로 한 개)',
      description: '업체의 모든 계정이 등록한 기기로 업체 알림이 가요. 같은 토큰을 다른 업체 계정이 등록하면 기기가 그 업체로 옮겨 가요.',
      tags,
      body: registerFcmTokenBody,
      response: { 200: success(fcmTokenRecord) },
    },
    handler: async (req) => ok(await service.registerFcmToken(partnerIdx(req), req.body)),
  });

  app.get('/partner/fcm-token/:deviceKey', {
    config,
    schema: {
      operationId: 'partnerGetFcmToken',
      summary: '이 기기의 업체 앱 푸시 토큰',
      tags,
      params: deviceKeyPath,
      response: { 200: success(fcmTokenRecord) },
    },
    handler: async (req) => ok(await service.getFcmToken(partnerIdx(req), req.params.deviceKey)),
  });
}
