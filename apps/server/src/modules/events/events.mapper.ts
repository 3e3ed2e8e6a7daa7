import { EVENT_STATUS_LABELS, eventStatusAt, type EventDetail, type EventSummary } from '@ipju/contract';
import type { EventRow } from './events.repository';

export function toEventSummary(row: EventRow, now: Date): EventSummary {
  const status = eventStatusAt(row.startsAt, row.endsAt, now);
  return {
    eventIdx: row.eventIdx,
    title: row.title,
    summary: row.summary,
    badge: row.badge,
    imageUrl: row.imageUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    status,
    statusLabel: EVENT_STATUS_LABELS[status],
  };
}

export function toEventDetail(row: EventRow, now: Date): EventDetail {
  return {
    ...toEventSummary(row, now),
    sections: row.sections.map((s) => ({ title: s.title, body: s.body, ...(s.bullets?.length ? { bullets: s.bullets } : {}) })),
    notes: row.notes,
    cta: row.ctaLabel && row.ctaPath ? { label: row.ctaLabel, path: row.ctaPath } : null,
  };
}
