import { formatYmd, MARKETING_RULES, seoulToday, type EventDetail, type EventNoticeSent, type EventStatus, type EventSummary } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { dispatchNotices, queueResidentNotice } from '../../lib/notifications';
import { toEventDetail, toEventSummary } from './events.mapper';
import * as repo from './events.repository';

/**
 * Events (/events): published events only; an unpublished or unknown id is 404, as if it did not exist.
 * The list shows ongoing events first (in their sort order), then upcoming ones (soonest first), then
 * ended ones (most recently ended first).
 */
const STATUS_ORDER: Record<EventStatus, number> = { ongoing: 0, upcoming: 1, ended: 2 };

function compare(a: EventSummary, b: EventSummary): number {
  const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  if (byStatus) return byStatus;
  if (a.status === 'upcoming') return a.startsAt.localeCompare(b.startsAt);
  if (a.status === 'ended') return (b.endsAt ?? '').localeCompare(a.endsAt ?? '');
  return 0; // ongoing: the repository's sort order stands (Array.prototype.sort is stable)
}

export const eventNotFound = () => new AppError('NOT_FOUND', '이벤트를 찾을 수 없어요. 끝났거나 없는 이벤트예요.');

export function createEventsService(deps: Pick<AppDeps, 'db' | 'jobs'>) {
  const { db } = deps;
  return {
    /**
     * Staff send a running event to every resident whose 혜택·이벤트 consent holds, once per event (claimed
     * atomically). Each is a marketing notice: the dispatcher applies the resident's 알림 설정 when it sends
     * (night, channels), adds "(광고)" and the 수신거부 link, and puts it in their 알림함 (docs/NOTIFICATIONS.md).
     */
    async sendNotice(eventIdx: number, now = new Date()): Promise<EventNoticeSent> {
      const result = await db.transaction(async (tx) => {
        const current = await repo.findPublished(tx, eventIdx);
        if (!current) throw eventNotFound();
        if (toEventDetail(current, now).status === 'ended') throw new AppError('CONFLICT', '끝난 이벤트는 보낼 수 없어요.');
        const row = await repo.claimNotice(tx, eventIdx, now);
        if (!row) throw new AppError('CONFLICT', `이미 ${current.noticeSentAt ? formatYmd(seoulToday(current.noticeSentAt)) : ''}에 보낸 이벤트예요. 이벤트마다 한 번만 보내요.`);
        const since = new Date(now.getTime());
        since.setUTCFullYear(since.getUTCFullYear() - MARKETING_RULES.reconfirmYears);
        const recipients = await repo.consentingResidents(tx, since);
        for (const r of recipients) {
          await queueResidentNotice(tx, {
            residentIdx: r.residentIdx,
            phone: r.phone,
            kind: 'marketing',
            key: `event:${eventIdx}:${r.residentIdx}`,
            title: row.title,
            body: `${row.summary}\n이벤트 페이지에서 자세히 확인해 보세요.`,
            link: `/events/${eventIdx}`,
          });
        }
        return { eventIdx, recipients: recipients.length, sentAt: now.toISOString() };
      });
      if (result.recipients > 0) await dispatchNotices(deps.jobs);
      return result;
    },

    async list(now = new Date()): Promise<EventSummary[]> {
      return (await repo.listPublished(db)).map((row) => toEventSummary(row, now)).sort(compare);
    },

    async get(eventIdx: number, now = new Date()): Promise<EventDetail> {
      const row = await repo.findPublished(db, eventIdx);
      if (!row) throw eventNotFound();
      return toEventDetail(row, now);
    },

    /** A published event for link previews, or null (no error: the page keeps the default preview). */
    async findForPreview(eventIdx: number): Promise<EventDetail | null> {
      const row = await repo.findPublished(db, eventIdx);
      return row ? toEventDetail(row, new Date()) : null;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
