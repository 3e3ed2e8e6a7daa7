import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, MARKETING_RULES, marketingConsentDue, seoulClock, seoulInstant, seoulToday } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { residentNotificationSettings, residents, type ResidentNoticeKind } from '../../db/schema';
import { safeEqual } from '../tokens';

/** What a resident chose in 알림 설정, with the defaults when they never changed anything. */
export interface ResidentPreferences {
  marketingAgreed: boolean;
  marketingAgreedAt: Date | null;
  marketingWithdrawnAt: Date | null;
  answerPush: boolean;
  answerMessage: boolean;
  marketingPush: boolean;
  marketingMessage: boolean;
  nightAgreed: boolean;
  nightAgreedAt: Date | null;
}

export async function loadPreferences(db: DbOrTx, residentIdx: number): Promise<ResidentPreferences | null> {
  const [row] = await db
    .select({
      marketingAgreed: residents.marketingAgreed,
      marketingAgreedAt: residents.marketingAgreedAt,
      settings: residentNotificationSettings,
    })
    .from(residents)
    .leftJoin(residentNotificationSettings, eq(residentNotificationSettings.residentIdx, residents.residentIdx))
    .where(eq(residents.residentIdx, residentIdx))
    .limit(1);
  if (!row) return null;
  const s = row.settings;
  return {
    marketingAgreed: row.marketingAgreed,
    marketingAgreedAt: row.marketingAgreedAt,
    marketingWithdrawnAt: s?.marketingWithdrawnAt ?? null,
    answerPush: s?.answerPush ?? true,
    answerMessage: s?.answerMessage ?? true,
    marketingPush: s?.marketingPush ?? true,
    marketingMessage: s?.marketingMessage ?? true,
    nightAgreed: s?.nightAgreed ?? false,
    nightAgreedAt: s?.nightAgreedAt ?? null,
  };
}

/** The consent to 혜택·이벤트 holds now: given, and confirmed within the last two years. */
export function marketingActive(p: Pick<ResidentPreferences, 'marketingAgreed' | 'marketingAgreedAt'>, now: Date): boolean {
  return p.marketingAgreed && p.marketingAgreedAt !== null && now < marketingConsentDue(p.marketingAgreedAt);
}

/** 21:00-08:00 in Seoul, when advertising needs its own consent (정보통신망법 제50조 제3항). */
export function isMarketingNight(now: Date): boolean {
  const { hour } = seoulClock(now);
  return hour >= MARKETING_RULES.nightStartHour || hour < MARKETING_RULES.nightEndHour;
}

/** The next 08:00 in Seoul (when a message held over the night goes). */
export function nightEndsAt(now: Date): Date {
  const today = seoulToday(now);
  const end = `${String(MARKETING_RULES.nightEndHour).padStart(2, '0')}:00`;
  return seoulClock(now).hour < MARKETING_RULES.nightEndHour ? seoulInstant(today, end) : seoulInstant(addDays(today, 1), end);
}

export type NoticeDecision = { action: 'send'; inbox: boolean } | { action: 'skip'; inbox: boolean; reason: string } | { action: 'defer'; until: Date };

/**
 * What the dispatcher does with one message of a resident notice: 주문·방문 안내 always goes; 지식인 답변 goes on
 * the channels the resident left on (the inbox entry stays); 혜택·이벤트 goes only with a consent that holds
 * (no inbox entry either without it), on a channel left on, and between 21:00 and 08:00 only with the night
 * consent (otherwise it waits until 08:00).
 */
export function decideNotice(kind: ResidentNoticeKind, channel: 'alimtalk' | 'sms' | 'push' | 'email', p: ResidentPreferences | null, now: Date): NoticeDecision {
  if (kind === 'service') return { action: 'send', inbox: true };
  // A resident the settings cannot be read for (no such row) gets no advertising; other notices go.
  if (!p) return kind === 'marketing' ? { action: 'skip', inbox: false, reason: 'marketing consent off' } : { action: 'send', inbox: true };
  const push = channel === 'push';
  if (kind === 'answer') {
    return (push ? p.answerPush : p.answerMessage) ? { action: 'send', inbox: true } : { action: 'skip', inbox: true, reason: 'answer channel off' };
  }
  if (!marketingActive(p, now)) {
    return { action: 'skip', inbox: false, reason: p.marketingAgreed ? 'marketing consent not reconfirmed' : 'marketing consent off' };
  }
  if (isMarketingNight(now) && !p.nightAgreed) return { action: 'defer', until: nightEndsAt(now) };
  return (push ? p.marketingPush : p.marketingMessage)
    ? { action: 'send', inbox: true }
    : { action: 'skip', inbox: true, reason: 'marketing channel off' };
}

const UNSUBSCRIBE_PURPOSE = 'marketing-unsubscribe';

function signature(residentIdx: number, secret: string): string {
  return createHmac('sha256', secret).update(`${UNSUBSCRIBE_PURPOSE}:${residentIdx}`).digest('base64url').slice(0, 32);
}

/** The token of a resident's 수신거부 link: their number and an HMAC of it, so the link works without signing in. */
export function unsubscribeToken(residentIdx: number, secret: string): string {
  return `${residentIdx}.${signature(residentIdx, secret)}`;
}

/** The resident a 수신거부 token was made for, or null for a token that was not made by this server. */
export function verifyUnsubscribeToken(token: string, secret: string): number | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const residentIdx = Number(m[1]);
  if (!Number.isSafeInteger(residentIdx) || residentIdx > 2_147_483_647) return null;
  return safeEqual(m[2]!, signature(residentIdx, secret)) ? residentIdx : null;
}

export const unsubscribePagePath = (token: string) => `/unsubscribe/${token}`;

/**
 * An advertising message as the law wants it (정보통신망법 제50조 제4항, 시행령 제61조): "(광고)" first, the
 * sender's name, and a free way to refuse at the end (a one-tap 수신거부 link that needs no sign-in).
 */
export function advertisingText(subject: string, body: string, unsubscribeUrl: string): { subject: string; body: string } {
  const prefix = (s: string) => (s.startsWith(MARKETING_RULES.prefix) ? s : `${MARKETING_RULES.prefix} ${s}`);
  const withoutPrefix = body.startsWith(MARKETING_RULES.prefix) ? body.slice(MARKETING_RULES.prefix.length).trimStart() : body;
  return {
    subject: prefix(subject),
    body: `${MARKETING_RULES.prefix}${withoutPrefix.startsWith('[입주]') ? '' : '[입주] '}${withoutPrefix}\n무료 수신거부: ${unsubscribeUrl}`,
  };
}
