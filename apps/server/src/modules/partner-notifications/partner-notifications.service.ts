import type { FcmTokenRecord, PartnerPush, PartnerPushList, PartnerPushesRead } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { asPartner, authorize } from '../../lib/authorize';
import { notFound } from '../../lib/errors';
import { findDeviceToken, registerDeviceToken, type DeviceTokenRow } from '../../lib/notifications';
import * as repo from './partner-notifications.repository';
import type { PartnerPushRow } from './partner-notifications.repository';

const toPush = (row: PartnerPushRow): PartnerPush => ({
  pushIdx: row.pushIdx,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
  clicked: row.clickedAt !== null,
});

const toTokenRecord = (row: DeviceTokenRow): FcmTokenRecord => ({
  fcmToken: row.fcmToken,
  deviceType: row.deviceType,
  deviceKey: row.deviceKey,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A company's 알림 (GET /partner/pushs and the marks) and its app installs' push tokens. The notices
 * themselves are written by the changes they announce (queuePartnerNotice) and the morning summary job.
 */
export function createPartnerNotificationsService({ db }: Pick<AppDeps, 'db'>) {
  const company = (partnerIdx: number) => ({ role: 'partner' as const, idx: partnerIdx });

  return {
    async list(partnerIdx: number, query: { before?: number; limit: number }): Promise<PartnerPushList> {
      const rows = await repo.listPushes(db, partnerIdx, query);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(toPush),
        unreadCount: await repo.countUnread(db, partnerIdx),
        nextCursor: rows.length > query.limit ? page[page.length - 1]!.pushIdx : null,
      };
    },

    /** Tapping a notice: read and clicked. Another company's notice is as missing as an unknown one. */
    async click(partnerIdx: number, pushIdx: number): Promise<PartnerPush> {
      const push = authorize(asPartner(partnerIdx), await repo.findPush(db, pushIdx), (p) => ({ partnerIdx: p.partnerIdx }), '알림');
      return toPush(await repo.markClicked(db, push, new Date()));
    },

    async readAll(partnerIdx: number): Promise<PartnerPushesRead> {
      const marked = await repo.markAllRead(db, partnerIdx, new Date());
      return { marked, unreadCount: await repo.countUnread(db, partnerIdx) };
    },

    async registerFcmToken(
      partnerIdx: number,
      body: { fcmToken: string; deviceType: 'ios' | 'android' | 'web'; deviceKey: string },
    ): Promise<FcmTokenRecord> {
      return toTokenRecord(await registerDeviceToken(db, company(partnerIdx), body));
    },

    async getFcmToken(partnerIdx: number, deviceKey: string): Promise<FcmTokenRecord> {
      const row = await findDeviceToken(db, company(partnerIdx), deviceKey);
      if (!row) throw notFound('이 기기의 푸시 토큰');
      return toTokenRecord(row);
    },
  };
}

export type PartnerNotificationsService = ReturnType<typeof createPartnerNotificationsService>;
