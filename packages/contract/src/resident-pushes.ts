import { josa } from 'es-hangul';
import { z } from 'zod';
import { idParam, isoTime, pageQuery } from './fields';

/**
 * What a resident notice is about (GET /residents/pushs, /notification/setting): 주문·방문 안내 (always sent),
 * 지식인 답변, 혜택·이벤트 (advertising under 정보통신망법 제50조; docs/NOTIFICATIONS.md).
 */
export const RESIDENT_NOTICE_KIND_VALUES = ['service', 'answer', 'marketing'] as const;
export const residentNoticeKind = z.enum(RESIDENT_NOTICE_KIND_VALUES);
export type ResidentNoticeKind = z.infer<typeof residentNoticeKind>;

export const RESIDENT_NOTICE_KIND_LABELS: Record<ResidentNoticeKind, string> = {
  service: '주문·방문 안내',
  answer: '지식인 답변',
  marketing: '혜택·이벤트',
};

/**
 * The rules of 혜택·이벤트 messages (정보통신망법 제50조, 시행령 제62조의3), one source for the sender and the
 * settings page: no message between 21:00 and 08:00 (Seoul) without the separate night consent, and the consent
 * is confirmed again every two years, or messages stop.
 */
export const MARKETING_RULES = {
  nightStartHour: 21,
  nightEndHour: 8,
  reconfirmYears: 2,
  /** The prefix at the start of every advertising message. */
  prefix: '(광고)',
} as const;

/** When a consent given (or last confirmed) at `agreedAt` must be confirmed again. */
export function marketingConsentDue(agreedAt: Date): Date {
  const due = new Date(agreedAt.getTime());
  due.setUTCFullYear(due.getUTCFullYear() + MARKETING_RULES.reconfirmYears);
  return due;
}

export const residentPushListQuery = z.object({
  before: idParam('이전 페이지 위치').optional(),
  limit: pageQuery.limit.default(20),
});

export const residentPush = z.object({
  pushIdx: z.number().int(),
  kind: residentNoticeKind,
  title: z.string(),
  body: z.string(),
  /** Where the app opens when the entry is tapped (an app path, or the site's own address), or null. */
  link: z.string().nullable(),
  createdAt: isoTime,
  read: z.boolean(),
  clicked: z.boolean(),
});
export type ResidentPush = z.infer<typeof residentPush>;

export const residentPushList = z.object({
  items: z.array(residentPush),
  /** How many of the resident's entries are unread (all pages). */
  unreadCount: z.number().int(),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type ResidentPushList = z.infer<typeof residentPushList>;

export const residentPushPath = z.object({ pushIdx: idParam('알림 번호') });

/** PATCH /residents/pushs/read: how many were marked now, and what is left unread (0). */
export const residentPushesRead = z.object({ marked: z.number().int(), unreadCount: z.number().int() });
export type ResidentPushesRead = z.infer<typeof residentPushesRead>;

const channels = z.object({ push: z.boolean(), message: z.boolean() });

/** GET /residents/notification-settings: the channels per kind and the 혜택·이벤트 consent with its dates. */
export const notificationSettings = z.object({
  /** 주문·방문 안내: both channels, always (shown, not changeable). */
  service: channels,
  answer: channels,
  marketing: channels.extend({
    /** Whether the resident receives 혜택·이벤트 now: consented on a channel and not past the re-confirmation. */
    active: z.boolean(),
    /** When the consent was given or last confirmed; null without consent. */
    agreedAt: isoTime.nullable(),
    /** When it must be confirmed again (agreedAt + 2 years); null without consent. */
    reconfirmDueAt: isoTime.nullable(),
    /** When the consent was last withdrawn (settings or a 수신거부 link); null if never. */
    withdrawnAt: isoTime.nullable(),
    /** The re-confirmation is past due: messages have stopped until the resident confirms. */
    reconfirmOverdue: z.boolean(),
    /** The separate consent to 혜택·이벤트 between 21:00 and 08:00, and when it was given. */
    night: z.boolean(),
    nightAgreedAt: isoTime.nullable(),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

const toggle = (label: string) => z.boolean({ error: `${josa(label, '은/는')} 켜기(true) 또는 끄기(false)로 보내 주세요.` });

/** PUT /residents/notification-settings: every switch; `reconfirm` confirms the 혜택·이벤트 consent again today. */
export const updateNotificationSettingsBody = z.object({
  answer: z.object({ push: toggle('지식인 답변 앱 푸시'), message: toggle('지식인 답변 알림톡/문자') }, { error: '지식인 답변 설정(answer)을 보내 주세요.' }),
  marketing: z.object(
    {
      push: toggle('혜택·이벤트 앱 푸시'),
      message: toggle('혜택·이벤트 알림톡/문자'),
      night: toggle('야간 혜택·이벤트 수신'),
      reconfirm: toggle('수신 동의 다시 확인').optional(),
    },
    { error: '혜택·이벤트 설정(marketing)을 보내 주세요.' },
  ),
});
export type UpdateNotificationSettingsBody = z.infer<typeof updateNotificationSettingsBody>;

/** POST /residents/notification-settings/unsubscribe: the signed token of a 수신거부 link (no sign-in). */
export const marketingUnsubscribeBody = z.object({
  token: z
    .string({ error: '수신거부 링크(token)가 없어요. 메시지의 링크를 다시 눌러 주세요.' })
    .min(10, { error: '수신거부 링크(token)가 올바르지 않아요. 메시지의 링크를 다시 눌러 주세요.' })
    .max(200, { error: '수신거부 링크(token)가 올바르지 않아요. 메시지의 링크를 다시 눌러 주세요.' }),
});
export const marketingUnsubscribed = z.object({
  /** When the 혜택·이벤트 consent was withdrawn (the first tap's time when tapped again). */
  unsubscribedAt: isoTime,
});
export type MarketingUnsubscribed = z.infer<typeof marketingUnsubscribed>;
