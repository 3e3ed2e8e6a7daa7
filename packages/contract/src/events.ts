import { z } from 'zod';
import { idParam, isoTime } from './fields';

/**
 * Events (/events, /events/{id}): promotions ipju runs. Only published events are shown. An event is
 * upcoming before it starts, ongoing until it ends (no end: until further notice) and ended afterwards;
 * the list shows ongoing ones first, then upcoming, then ended ones (most recently ended first).
 */
export const EVENT_STATUSES = ['ongoing', 'upcoming', 'ended'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  ongoing: '진행 중',
  upcoming: '오픈 예정',
  ended: '종료',
};

/** Event banners are Open Graph sized (also the link-preview image). */
export const EVENT_BANNER_SIZE = { width: 1200, height: 630 } as const;

/** The status of an event period at `now`. */
export function eventStatusAt(startsAt: Date, endsAt: Date | null, now: Date): EventStatus {
  if (startsAt.getTime() > now.getTime()) return 'upcoming';
  if (endsAt && endsAt.getTime() <= now.getTime()) return 'ended';
  return 'ongoing';
}

export const eventIdPath = z.object({ id: idParam('이벤트 번호') });

export const eventSummary = z.object({
  eventIdx: z.number().int(),
  title: z.string(),
  summary: z.string(),
  badge: z.string().nullable().describe('카드에 붙는 짧은 표시 (예: 5,000P)'),
  imageUrl: z.string().describe('배너 (1200x630, 링크 미리보기 이미지)'),
  startsAt: isoTime,
  endsAt: isoTime.nullable().describe('없으면 별도 안내가 있을 때까지 진행'),
  status: z.enum(EVENT_STATUSES),
  statusLabel: z.string(),
});
export type EventSummary = z.infer<typeof eventSummary>;

export const eventSection = z.object({
  title: z.string(),
  body: z.string(),
  bullets: z.array(z.string()).optional(),
});
export type EventSection = z.infer<typeof eventSection>;

export const eventDetail = eventSummary.extend({
  sections: z.array(eventSection),
  notes: z.array(z.string()).describe('유의사항'),
  cta: z
    .object({ label: z.string(), path: z.string().describe('앱 안의 경로') })
    .nullable()
    .describe('하단 버튼 (종료된 이벤트에도 관련 화면으로 이어져요)'),
});
export type EventDetail = z.infer<typeof eventDetail>;

export const eventList = z.object({ events: z.array(eventSummary) });
export type EventList = z.infer<typeof eventList>;

/** POST /staff/events/{id}/notice: the event sent as a 혜택·이벤트 message to the residents whose consent holds. */
export const eventNoticeSent = z.object({
  eventIdx: z.number().int(),
  /** How many residents it was queued for (each one's 알림 설정 still applies when it is sent). */
  recipients: z.number().int(),
  sentAt: isoTime,
});
export type EventNoticeSent = z.infer<typeof eventNoticeSent>;
