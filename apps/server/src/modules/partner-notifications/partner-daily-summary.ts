import { formatYmd, hourLabel, seoulToday } from '@ipju/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apartments, items, offlineOrders, orderLines, partnerDailySummaries } from '../../db/schema';
import { queuePartnerNotice } from '../../lib/notifications';

/** Lines a company goes to on a day: paid and waiting for the work, or the work already started. */
const VISITING = ['awaiting_work', 'in_progress'] as const;

interface DayVisit {
  partnerIdx: number;
  itemName: string;
  apartmentName: string | null;
  visitHour: number | null;
  /** A job the company sold itself (오프라인 주문), not through ipju. */
  offline: boolean;
}

/** Happy-call (no hour) visits last, else by hour; online lines before offline jobs at the same hour. */
const byTime = (a: DayVisit, b: DayVisit) => (a.visitHour ?? 99) - (b.visitHour ?? 99) || Number(a.offline) - Number(b.offline);

function summaryOf(day: string, visits: DayVisit[]) {
  const shown = visits.slice(0, 10).map((v) => `· ${v.visitHour === null ? '시간 미정' : hourLabel(v.visitHour)} ${v.itemName}${v.apartmentName ? ` (${v.apartmentName})` : ''}${v.offline ? ' · 오프라인' : ''}`);
  const more = visits.length > shown.length ? [`외 ${visits.length - shown.length}건`] : [];
  return {
    title: `오늘 방문 ${visits.length}건이 있어요`,
    body: [`${formatYmd(day)} 방문 일정이에요.`, ...shown, ...more].join('\n'),
  };
}

/**
 * The 6 AM (Asia/Seoul) summary of the day's visits (job partner-notices.daily-summary): one notice per
 * company with visits that day. Each company's day is claimed with its notice in one transaction (primary
 * key partner + day), so a retried, repeated or concurrent run sends nothing twice. Returns how many it sent.
 */
export async function sendDailySummaries(db: Db, now: Date = new Date()): Promise<number> {
  const day = seoulToday(now);
  const online = await db
    .select({
      partnerIdx: orderLines.partnerIdx,
      itemName: orderLines.itemName,
      apartmentName: orderLines.apartmentName,
      visitHour: orderLines.visitHour,
    })
    .from(orderLines)
    .where(and(eq(orderLines.visitDate, day), eq(orderLines.dateUndecided, false), inArray(orderLines.status, [...VISITING])))
    .orderBy(asc(orderLines.lineIdx));
  // The company's own offline jobs of the day go in the same list (a cancelled one is not a visit).
  const offline = await db
    .select({
      partnerIdx: offlineOrders.partnerIdx,
      itemName: items.name,
      apartmentName: apartments.name,
      visitHour: offlineOrders.visitHour,
    })
    .from(offlineOrders)
    .innerJoin(items, eq(items.itemIdx, offlineOrders.itemIdx))
    .innerJoin(apartments, eq(apartments.apartmentIdx, offlineOrders.apartmentIdx))
    .where(and(eq(offlineOrders.visitDate, day), ne(offlineOrders.status, 'cancelled')))
    .orderBy(asc(offlineOrders.offlineIdx));
  const byCompany = new Map<number, DayVisit[]>();
  for (const v of [...online.map((o) => ({ ...o, offline: false })), ...offline.map((o) => ({ ...o, offline: true }))]) {
    const own = byCompany.get(v.partnerIdx);
    if (own) own.push(v);
    else byCompany.set(v.partnerIdx, [v]);
  }
  for (const own of byCompany.values()) own.sort(byTime);
  let sent = 0;
  for (const [partnerIdx, own] of byCompany) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(partnerDailySummaries)
        .values({ partnerIdx, day, visits: own.length })
        .onConflictDoNothing()
        .returning({ partnerIdx: partnerDailySummaries.partnerIdx });
      if (!row) return false;
      await queuePartnerNotice(tx, { partnerIdx, kind: 'daily_summary', ...summaryOf(day, own), link: '/partner' });
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
