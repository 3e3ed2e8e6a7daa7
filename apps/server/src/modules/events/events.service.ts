import type { EventDetail, EventStatus, EventSummary } from '@ipju/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
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

export function createEventsService(deps: { db: Db }) {
  const { db } = deps;
  return {
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
