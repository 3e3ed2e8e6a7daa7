import { addDays, seoulInstant, seoulToday } from '@ipju/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineOrders, orderLines, partnerDailySummaries, partnerPushes } from '../../db/schema';
import { bookableItem } from '../../../test/factories/commerce';
import { createApartment } from '../../../test/factories/places';
import { createResident } from '../../../test/factories/residents';
import { completedLine } from '../../../test/factories/reviews';
import { describeOnPostgres } from '../../../test/on-postgres';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { sendDailySummaries } from './partner-daily-summary';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A far-off Seoul day no other test books, so the summary sees only this test's visits. */
const farDay = (offset: number) => addDays(seoulToday(), 1000 + offset);
const sixAm = (day: string) => seoulInstant(day, '06:00');

async function visitOn(item: Awaited<ReturnType<typeof bookableItem>>, day: string, hour: number, status: 'awaiting_work' | 'in_progress' | 'cancelled' = 'awaiting_work') {
  const resident = await createResident(t.db);
  const { line } = await completedLine(t.db, { residentIdx: resident.residentIdx, item, status, apartment: null });
  await t.db.update(orderLines).set({ visitDate: day, visitHour: hour, completedAt: null }).where(eq(orderLines.lineIdx, line.lineIdx));
  return line;
}

const summariesOf = (partnerIdx: number) =>
  t.db.select().from(partnerPushes).where(and(eq(partnerPushes.partnerIdx, partnerIdx), eq(partnerPushes.kind, 'daily_summary')));

describe('the 6 AM summary of the day’s visits', () => {
  it('sends each company with visits that day one notice listing them in time order, and nothing to others', async () => {
    const day = farDay(11);
    const busy = await bookableItem(t.db);
    const idle = await bookableItem(t.db);
    await visitOn(busy, day, 13);
    await visitOn(busy, day, 9, 'in_progress');
    await visitOn(busy, day, 15, 'cancelled');
    await visitOn(idle, farDay(12), 9);

    expect(await sendDailySummaries(t.db, sixAm(day))).toBeGreaterThanOrEqual(1);
    const [notice] = await summariesOf(busy.partner.partnerIdx);
    expect(notice).toMatchObject({ title: '오늘 방문 2건이 있어요', link: '/partner' });
    const lines = notice!.body.split('\n');
    expect(lines[1]).toBe(`· 오전 9시 ${busy.item.name}`);
    expect(lines[2]).toBe(`· 오후 1시 ${busy.item.name}`);
    expect(notice!.body).not.toContain('오후 3시');
    expect(await summariesOf(idle.partner.partnerIdx)).toEqual([]);
  });

  it('lists the company’s own offline jobs of the day with its online visits, but not a cancelled one', async () => {
    const day = farDay(31);
    const item = await bookableItem(t.db);
    const apartment = await createApartment(t.db);
    await visitOn(item, day, 13);
    const offlineJob = (visitHour: number, status: 'pending' | 'cancelled', n: number) => ({
      partnerIdx: item.partner.partnerIdx,
      itemIdx: item.item.itemIdx,
      options: [],
      customerName: '김오프',
      customerPhone: '01000000000',
      apartmentIdx: apartment.apartmentIdx,
      dong: '101',
      ho: '1203',
      amount: 300_000,
      visitDate: day,
      visitHour,
      status,
      merchantUid: `ipjuoff-summary-${item.partner.partnerIdx}-${n}`,
    });
    await t.db.insert(offlineOrders).values([offlineJob(10, 'pending', 1), offlineJob(15, 'cancelled', 2)]);

    await sendDailySummaries(t.db, sixAm(day));
    const [notice] = await summariesOf(item.partner.partnerIdx);
    expect(notice!.title).toBe('오늘 방문 2건이 있어요');
    expect(notice!.body.split('\n').slice(1)).toEqual([`· 오전 10시 ${item.item.name} (${apartment.name}) · 오프라인`, `· 오후 1시 ${item.item.name}`]);
  });

  it('is sent exactly once per company and day, however often the job runs', async () => {
    const day = farDay(21);
    const item = await bookableItem(t.db);
    await visitOn(item, day, 9);
    await sendDailySummaries(t.db, sixAm(day));
    await sendDailySummaries(t.db, sixAm(day));
    await visitOn(item, day, 13);
    await sendDailySummaries(t.db, seoulInstant(day, '07:00'));
    expect(await summariesOf(item.partner.partnerIdx)).toHaveLength(1);
    const claims = await t.db.select().from(partnerDailySummaries).where(eq(partnerDailySummaries.partnerIdx, item.partner.partnerIdx));
    expect(claims).toMatchObject([{ day, visits: 1 }]);
  });
});

describeOnPostgres('the 6 AM summary under concurrent runs', () => {
  it('five runs at once send one notice', async () => {
    const day = farDay(31);
    const item = await bookableItem(t.db);
    await visitOn(item, day, 9);
    await Promise.all(Array.from({ length: 5 }, () => sendDailySummaries(t.db, sixAm(day))));
    expect(await summariesOf(item.partner.partnerIdx)).toHaveLength(1);
  });
});
