import {
  formatYmd,
  marketingConsentDue,
  seoulToday,
  type MarketingUnsubscribed,
  type NotificationSettings,
  type ResidentPush,
  type ResidentPushesRead,
  type ResidentPushList,
  type UpdateNotificationSettingsBody,
} from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { asResident, authorize } from '../../lib/authorize';
import { invalidField, notFound } from '../../lib/errors';
import {
  dispatchNotices,
  loadPreferences,
  marketingActive,
  queueResidentNotice,
  type ResidentPreferences,
  verifyUnsubscribeToken,
} from '../../lib/notifications';
import * as repo from './resident-notifications.repository';
import type { ResidentPushRow } from './resident-notifications.repository';

const toPush = (row: ResidentPushRow): ResidentPush => ({
  pushIdx: row.pushIdx,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
  clicked: row.clickedAt !== null,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSettings(p: ResidentPreferences, now: Date): NotificationSettings {
  const agreed = p.marketingAgreed && p.marketingAgreedAt !== null;
  const active = marketingActive(p, now);
  return {
    service: { push: true, message: true },
    answer: { push: p.answerPush, message: p.answerMessage },
    marketing: {
      push: agreed && p.marketingPush,
      message: agreed && p.marketingMessage,
      active: active && (p.marketingPush || p.marketingMessage),
      agreedAt: agreed ? iso(p.marketingAgreedAt) : null,
      reconfirmDueAt: agreed ? marketingConsentDue(p.marketingAgreedAt!).toISOString() : null,
      reconfirmOverdue: agreed && !active,
      withdrawnAt: iso(p.marketingWithdrawnAt),
      night: agreed && p.nightAgreed,
      nightAgreedAt: agreed && p.nightAgreed ? iso(p.nightAgreedAt) : null,
    },
  };
}

const INVALID_LINK = '수신거부 링크가 올바르지 않아요. 받은 메시지의 링크를 다시 눌러 주세요.';

/**
 * A resident's 알림 inbox (GET /residents/pushs and the marks; the entries are written by the dispatcher for
 * every resident notice) and their 알림 설정 with the 혜택·이벤트 consent (docs/NOTIFICATIONS.md). Every change
 * of that consent is told to the resident with its date (정보통신망법 제50조 제7항).
 */
export function createResidentNotificationsService({ db, jobs, config }: Pick<AppDeps, 'db' | 'jobs' | 'config'>) {
  async function preferencesOf(tx: DbOrTx, residentIdx: number): Promise<ResidentPreferences> {
    const p = await loadPreferences(tx, residentIdx);
    if (!p) throw notFound('회원');
    return p;
  }

  /** Writes the new choices; tells the resident when the consent (or the night consent) changed. */
  async function apply(tx: DbOrTx, residentIdx: number, before: ResidentPreferences, after: ResidentPreferences, now: Date) {
    await repo.saveConsent(tx, residentIdx, { marketingAgreed: after.marketingAgreed, marketingAgreedAt: after.marketingAgreedAt });
    await repo.saveSettings(tx, {
      residentIdx,
      answerPush: after.answerPush,
      answerMessage: after.answerMessage,
      marketingPush: after.marketingPush,
      marketingMessage: after.marketingMessage,
      marketingWithdrawnAt: after.marketingWithdrawnAt,
      nightAgreed: after.nightAgreed,
      nightAgreedAt: after.nightAgreedAt,
      updatedAt: now,
    });
    const day = formatYmd(seoulToday(now));
    const lines: string[] = [];
    if (!before.marketingAgreed && after.marketingAgreed) lines.push(`${day}에 혜택·이벤트 수신에 동의하셨어요.`);
    else if (before.marketingAgreed && !after.marketingAgreed) lines.push(`${day}에 혜택·이벤트 수신을 거부하셨어요. 이제 광고 메시지를 보내지 않아요.`);
    else if (after.marketingAgreed && after.marketingAgreedAt !== before.marketingAgreedAt) lines.push(`${day}에 혜택·이벤트 수신 동의를 다시 확인하셨어요.`);
    if (after.marketingAgreed && before.nightAgreed !== after.nightAgreed) {
      lines.push(after.nightAgreed ? `밤 9시~아침 8시에도 혜택·이벤트를 받기로 하셨어요.` : `밤 9시~아침 8시에는 혜택·이벤트를 보내지 않아요.`);
    }
    if (lines.length === 0) return false;
    const resident = await repo.lockResident(tx, residentIdx);
    await queueResidentNotice(tx, {
      residentIdx,
      phone: resident && !resident.withdrawnAt ? resident.phone : null,
      title: '혜택·이벤트 수신 설정이 바뀌었어요',
      body: `${lines.join('\n')}\n보내는 곳: 입주. 알림 설정에서 언제든 바꿀 수 있어요.`,
      link: '/notification/setting',
    });
    return true;
  }

  return {
    async list(residentIdx: number, query: { before?: number; limit: number }): Promise<ResidentPushList> {
      const rows = await repo.listPushes(db, residentIdx, query);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(toPush),
        unreadCount: await repo.countUnread(db, residentIdx),
        nextCursor: rows.length > query.limit ? page[page.length - 1]!.pushIdx : null,
      };
    },

    /** Tapping an entry: read and clicked, answered with its link. Another resident's entry is as missing as an unknown one. */
    async click(residentIdx: number, pushIdx: number): Promise<ResidentPush> {
      const push = authorize(asResident(residentIdx), await repo.findPush(db, pushIdx), (p) => ({ residentIdx: p.residentIdx }), '알림');
      return toPush(await repo.markClicked(db, push, new Date()));
    },

    async readAll(residentIdx: number): Promise<ResidentPushesRead> {
      const marked = await repo.markAllRead(db, residentIdx, new Date());
      return { marked, unreadCount: await repo.countUnread(db, residentIdx) };
    },

    async settings(residentIdx: number): Promise<NotificationSettings> {
      return toSettings(await preferencesOf(db, residentIdx), new Date());
    },

    /**
     * Saves every switch. 혜택·이벤트 on a channel is the consent (dated now when it was off, or when `reconfirm`);
     * both channels off withdraws it. The night consent counts only with the consent and is dated when given.
     */
    async update(residentIdx: number, body: UpdateNotificationSettingsBody, now = new Date()): Promise<NotificationSettings> {
      const { result, told } = await db.transaction(async (tx) => {
        await repo.lockResident(tx, residentIdx);
        const before = await preferencesOf(tx, residentIdx);
        const wants = body.marketing.push || body.marketing.message;
        const renewed = wants && (!before.marketingAgreed || body.marketing.reconfirm === true);
        const night = wants && body.marketing.night;
        const after: ResidentPreferences = {
          answerPush: body.answer.push,
          answerMessage: body.answer.message,
          // Without the consent the channel choice is kept for the next consent (the sign-up screen's gives both).
          marketingPush: wants ? body.marketing.push : before.marketingPush,
          marketingMessage: wants ? body.marketing.message : before.marketingMessage,
          marketingAgreed: wants,
          marketingAgreedAt: renewed ? now : before.marketingAgreedAt,
          marketingWithdrawnAt: before.marketingAgreed && !wants ? now : before.marketingWithdrawnAt,
          nightAgreed: night,
          nightAgreedAt: night ? (before.nightAgreed && before.marketingAgreed && !renewed ? before.nightAgreedAt : now) : null,
        };
        const told = await apply(tx, residentIdx, before, after, now);
        return { result: toSettings(after, now), told };
      });
      if (told) await dispatchNotices(jobs);
      return result;
    },

    /**
     * The sign-up terms screen's 혜택·이벤트 choice (PUT /auths/agreement), recorded and told like a change on 알림 설정:
     * given, it is dated now; refused after an earlier consent, it is withdrawn now. The answer's notice is the
     * result the law asks to tell (정보통신망법 제50조 제7항); refusing without an earlier consent changes nothing.
     */
    async recordTermsConsent(tx: DbOrTx, residentIdx: number, marketing: boolean, now: Date): Promise<boolean> {
      await repo.lockResident(tx, residentIdx);
      const before = await preferencesOf(tx, residentIdx);
      const after: ResidentPreferences = {
        ...before,
        marketingAgreed: marketing,
        marketingAgreedAt: marketing ? now : before.marketingAgreedAt,
        marketingWithdrawnAt: before.marketingAgreed && !marketing ? now : before.marketingWithdrawnAt,
        nightAgreed: marketing && before.nightAgreed,
        nightAgreedAt: marketing && before.nightAgreed ? before.nightAgreedAt : null,
      };
      return apply(tx, residentIdx, before, after, now);
    },

    /** Sends the notices a committed recordTermsConsent queued. */
    dispatchQueued: () => dispatchNotices(jobs),

    /** A 수신거부 link's tap (no sign-in): the 혜택·이벤트 consent and the night consent end now. */
    async unsubscribe(token: string, now = new Date()): Promise<MarketingUnsubscribed> {
      const residentIdx = verifyUnsubscribeToken(token, config.sessionSecret);
      if (residentIdx === null) throw invalidField('token', INVALID_LINK);
      const { at, told } = await db.transaction(async (tx) => {
        if (!(await repo.lockResident(tx, residentIdx))) throw invalidField('token', INVALID_LINK);
        const before = await preferencesOf(tx, residentIdx);
        if (!before.marketingAgreed) return { at: before.marketingWithdrawnAt ?? now, told: false };
        const after: ResidentPreferences = { ...before, marketingAgreed: false, marketingWithdrawnAt: now, nightAgreed: false, nightAgreedAt: null };
        return { at: now, told: await apply(tx, residentIdx, before, after, now) };
      });
      if (told) await dispatchNotices(jobs);
      return { unsubscribedAt: at.toISOString() };
    },
  };
}

export type ResidentNotificationsService = ReturnType<typeof createResidentNotificationsService>;
