import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, earliestSelectableDate, seoulToday, visitWords } from '@ipju/contract';
import { and, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDatabaseUrl } from '../../test/file-database';
import { tmpdir } from 'node:os';
import { buildApp } from '../app';
import { createAppDeps } from '../app-deps';
import { loadConfig } from '../config';
import { SERVER_ROOT } from '../lib/paths';
import { verifyPassword } from '../lib/password';
import { LocalFileStorage, LOCAL_UPLOADS_PREFIX } from '../lib/storage';
import { openDatabase, type Database } from '../db/client';
import * as schema from '../db/schema';
import { loadRefundPolicies } from '../modules/refund-policies';
import { monthAvailability } from '../modules/schedule';
import { ordersHold, ruleOfCategory } from '../modules/move-in-plan';
import { createServices } from '../services';
import { PARTNERS } from './data/partners';
import { QUESTIONS } from './data/questions';
import { seedDemoOrders } from './demo-orders';
import { DEMO_INSPECTOR, DEMO_PARTNER_PASSWORD, DEMO_RESIDENT, partnerEmail, seedDemoData } from './index';

/**
 * The seed uses fixed ids and names, so it runs against its own fresh database, never the shared test
 * database: an in-memory PGlite, or with TEST_DATABASE_URL a database created for this file and dropped after.
 */
let database: Database;
/** Where the seed stores its review photos, as the server's uploads directory would hold them. */
const storage = new LocalFileStorage(mkdtempSync(path.join(tmpdir(), 'ipju-seed-uploads-')), 'seed-test-secret');
beforeAll(async () => {
  // The file's own PostgreSQL database (an empty migrated copy, test/file-database.ts), or a fresh PGlite.
  const url = await fileDatabaseUrl();
  database = url ? await openDatabase({ url, poolSize: 4 }) : await openDatabase({});
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
});

const CODES = [
  'coatpnt', 'cleaning', 'homeinsp', 'tljoint', 'ingate', 'builtinfurn', 'builtinac', 'curtain', 'insulflm',
  'sinkbowl', 'restprod', 'freezerref', 'inducheat', 'nanoct', 'sickhs', 'tvbrckt', 'lighting', 'finenet',
  'noisefree', 'intflm', 'aircon_clean', 'move', 'furn', 'tef', 'fwd', 'hea',
];
const GUIDE_CODES = [
  'homeinsp', 'coatpnt', 'tljoint', 'cleaning', 'nanoct', 'sickhs', 'tvbrckt', 'finenet', 'freezerref',
  'noisefree', 'ingate', 'intflm', 'lighting',
];

const TABLES = {
  categories: schema.categories,
  categoryRelations: schema.categoryRelations,
  partners: schema.partners,
  partnerAccounts: schema.partnerAccounts,
  items: schema.items,
  itemImages: schema.itemImages,
  itemOptionGroups: schema.itemOptionGroups,
  itemOptions: schema.itemOptions,
  itemSections: schema.itemSections,
  apartments: schema.apartments,
  apartmentAreas: schema.apartmentAreas,
  specialPrices: schema.specialPrices,
  faqs: schema.faqs,
  notices: schema.notices,
  residents: schema.residents,
  refundPolicies: schema.refundPolicies,
  partnerClosedDates: schema.partnerClosedDates,
  slotUsage: schema.slotUsage,
  coupons: schema.coupons,
  residentCoupons: schema.residentCoupons,
  pointLedger: schema.pointLedger,
};

async function counts() {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    out[name] = row!.n;
  }
  return out;
}

describe('demo seed', () => {
  it('seeds an empty database once and leaves a seeded one alone', async () => {
    const started = Date.now();
    expect(await seedDemoData(database.db, storage)).toEqual({ seeded: true });
    // Review photos are drawn once per scene: the seed stays quick.
    expect(Date.now() - started).toBeLessThan(60_000);
    const first = await counts();
    expect(await seedDemoData(database.db, storage)).toEqual({ seeded: false });
    expect(await counts()).toEqual(first);
    // The planner knows how many orders and lines there are (ANALYZE after the seed): without it, pricing's
    // group-buy count read every paid order once per order line.
    const analysed = await database.db.execute<{ relname: string; reltuples: number }>(
      sql`select relname, reltuples from pg_class where relname in ('orders', 'order_lines', 'special_prices') order by relname`,
    );
    for (const row of analysed.rows) expect(Number(row.reltuples), row.relname).toBeGreaterThan(0);

    expect(first.partners).toBeGreaterThanOrEqual(30);
    expect(first.partnerAccounts).toBe(first.partners);
    expect(first.apartments).toBeGreaterThanOrEqual(200);
    expect(first.items).toBeGreaterThanOrEqual(60);
    expect(first.faqs).toBeGreaterThanOrEqual(20);
    expect(first.notices).toBeGreaterThanOrEqual(6);
  });

  it('has every /business code, with the item-guide codes flagged and the visit-time sets of SPEC', async () => {
    const rows = await database.db.select().from(schema.categories);
    expect(rows.map((r) => r.code).sort()).toEqual([...CODES].sort());
    expect(rows.filter((r) => r.hasItemGuide).map((r) => r.code).sort()).toEqual([...GUIDE_CODES].sort());
    const set = Object.fromEntries(rows.map((r) => [r.code, r.visitTimeSet]));
    expect(set).toMatchObject({ freezerref: 'refrigerator', homeinsp: 'inspection', move: 'happyCall', cleaning: 'morningAfternoon' });
    for (const chapter of ['coat', 'clean', 'joint', 'aircon']) expect(rows.some((r) => r.chapter === chapter)).toBe(true);
    const relations = await database.db.select().from(schema.categoryRelations).where(eq(schema.categoryRelations.categoryCode, 'cleaning'));
    expect(relations.map((r) => r.relatedCode)).toContain('sickhs');
  });

  it('has items 114 and 181 on one visit-time list and 527 and 528 on another', async () => {
    const rows = await database.db.select().from(schema.items).where(inArray(schema.items.itemIdx, [114, 181, 527, 528]));
    const byId = Object.fromEntries(rows.map((r) => [r.itemIdx, r.visitTimeSet]));
    expect(byId[114]).toBe(byId[181]);
    expect(byId[527]).toBe(byId[528]);
    expect(byId[114]).toBeTruthy();
    expect(byId[527]).toBeTruthy();
    expect(byId[114]).not.toBe(byId[527]);
  });

  it('gives every item images, a required 평형 group whose cheapest tier is the base price, and its sections', async () => {
    const itemRows = await database.db.select().from(schema.items);
    const categories = new Map((await database.db.select().from(schema.categories)).map((c) => [c.code, c]));
    const groups = await database.db.select().from(schema.itemOptionGroups);
    const options = await database.db.select().from(schema.itemOptions);
    const images = await database.db.select().from(schema.itemImages);
    const sections = await database.db.select().from(schema.itemSections);
    for (const item of itemRows) {
      const itemImages = images.filter((i) => i.itemIdx === item.itemIdx);
      expect(itemImages.length).toBeGreaterThanOrEqual(3);
      expect(itemImages.length).toBeLessThanOrEqual(6);
      if (item.quoteOnVisit) {
        // A 방문 견적 item is priced by the company's proposal: no options and no price of its own.
        expect(groups.filter((g) => g.itemIdx === item.itemIdx)).toEqual([]);
        expect(item.basePrice).toBe(0);
        continue;
      }
      const pyeong = groups.filter((g) => g.itemIdx === item.itemIdx && g.kind === 'pyeong');
      expect(pyeong).toHaveLength(1);
      expect(pyeong[0]).toMatchObject({ required: true, multiple: false });
      const tiers = options.filter((o) => o.groupIdx === pyeong[0]!.groupIdx);
      expect(Math.min(...tiers.map((t) => t.price))).toBe(item.basePrice);
      expect(tiers.every((t) => t.pyeongMin !== null && t.pyeongMax !== null)).toBe(true);
      const types = new Set(sections.filter((s) => s.itemIdx === item.itemIdx).map((s) => s.groupType));
      for (const t of ['detail', 'process', 'caution', 'faq']) expect(types.has(t)).toBe(true);
      expect(types.has('guide')).toBe(categories.get(item.categoryCode)!.hasItemGuide);
    }
    // 시스템에어컨, 중문, 붙박이장 and 조명 each have a 방문 견적 item.
    expect(new Set(itemRows.filter((i) => i.quoteOnVisit).map((i) => i.categoryCode))).toEqual(new Set(['builtinac', 'ingate', 'builtinfurn', 'lighting']));
    // 34평 입주청소 costs about 400,000원.
    const cleaning34 = options.find((o) => o.groupIdx === 1011 && o.pyeongMin! <= 34 && o.pyeongMax! >= 34);
    expect(cleaning34?.price).toBeGreaterThanOrEqual(350_000);
    expect(cleaning34?.price).toBeLessThanOrEqual(450_000);
  });

  it('has the three named complexes with their unit areas and special prices, searchable by initials', async () => {
    for (const [name, district2] of [
      ['잠실래미안아이파크', '송파구'],
      ['잠실르엘', '송파구'],
      ['래미안 원페를라', '서초구'],
    ] as const) {
      const [apartment] = await database.db.select().from(schema.apartments).where(eq(schema.apartments.name, name));
      expect(apartment).toMatchObject({ district1: '서울특별시', district2 });
      const areas = await database.db.select().from(schema.apartmentAreas).where(eq(schema.apartmentAreas.apartmentIdx, apartment!.apartmentIdx));
      expect(areas.length).toBeGreaterThanOrEqual(2);
      expect(areas.some((a) => a.pyeong === 34 && a.exclusiveArea > 84 && a.exclusiveArea < 85)).toBe(true);
      const [special] = await database.db
        .select({ n: count() })
        .from(schema.specialPrices)
        .where(eq(schema.specialPrices.apartmentIdx, apartment!.apartmentIdx));
      expect(special!.n).toBeGreaterThanOrEqual(20);
    }
    const [ipark] = await database.db.select().from(schema.apartments).where(eq(schema.apartments.name, '잠실래미안아이파크'));
    expect(ipark!.choseong.startsWith('ㅈㅅㄹㅁ')).toBe(true);
    const districts = await database.db.selectDistinct({ d1: schema.apartments.district1 }).from(schema.apartments);
    expect(districts.length).toBeGreaterThanOrEqual(9);
    const rates = await database.db.select({ rate: schema.specialPrices.discountRate }).from(schema.specialPrices);
    expect(rates.every((r) => r.rate >= 5 && r.rate <= 25)).toBe(true);
  });

  it('creates the demo accounts the README names', async () => {
    const [account] = await database.db.select().from(schema.partnerAccounts).where(eq(schema.partnerAccounts.email, partnerEmail(1)));
    expect(account!.email).toBe('partner01@ipju.kr');
    expect(await verifyPassword(DEMO_PARTNER_PASSWORD, account!.passwordHash)).toBe(true);
    const inspection = await database.db.select().from(schema.partners).where(eq(schema.partners.isInspection, true));
    expect(inspection.length).toBeGreaterThanOrEqual(1);

    const [resident] = await database.db.select().from(schema.residents).where(eq(schema.residents.phone, DEMO_RESIDENT.phone));
    expect(resident).toMatchObject({ name: '김입주', referralCode: 'IPJU1234' });
    expect(resident!.termsAgreedAt).not.toBeNull();
    const [area] = await database.db
      .select()
      .from(schema.apartmentAreas)
      .where(and(eq(schema.apartmentAreas.areaIdx, resident!.areaIdx!), eq(schema.apartmentAreas.apartmentIdx, resident!.apartmentIdx!)));
    expect(area!.pyeong).toBe(34);
  });

  it('has the refund policies: default, cleaning, materials-prepared work, inspection and moving', async () => {
    const policies = await loadRefundPolicies(database.db, ['cleaning', 'aircon_clean', 'coatpnt', 'ingate', 'homeinsp', 'move', 'sickhs']);
    const numbers = (code: string) => {
      const p = policies.get(code)!;
      return [p.policyKey, p.freeCancelDays, p.lateFeePercent, p.sameDayFeePercent, p.dateChangeDays];
    };
    expect(numbers('cleaning')).toEqual(['cleaning', 3, 10, 30, 2]);
    expect(numbers('aircon_clean')).toEqual(['aircon_clean', 3, 10, 30, 2]);
    expect(numbers('coatpnt')).toEqual(['coatpnt', 7, 20, 50, 3]);
    expect(numbers('ingate')).toEqual(['ingate', 7, 20, 50, 3]);
    expect(numbers('homeinsp')).toEqual(['homeinsp', 2, 10, 20, 1]);
    expect(numbers('move')).toEqual(['move', 7, 10, 30, 3]);
    expect(numbers('sickhs')).toEqual(['default', 3, 10, 30, 2]);
    expect(policies.get('coatpnt')!.summary).toContain('자재를 미리 준비하는 시공이에요.');
    const rows = await database.db.select().from(schema.refundPolicies);
    const codes = new Set(CODES);
    expect(rows.every((r) => r.policyKey === 'default' || codes.has(r.policyKey))).toBe(true);
  });

  it('closes every partner on the public holidays and books out a few early-December cleaning slots', async () => {
    const closed = await database.db.select().from(schema.partnerClosedDates);
    const holidays = ['2026-12-25', '2027-01-01', '2027-02-06', '2027-02-07', '2027-02-08', '2027-02-09', '2027-03-01'];
    expect(PARTNERS.length).toBeGreaterThanOrEqual(30);
    for (const { partnerIdx: idx } of PARTNERS) {
      expect(closed.filter((c) => c.partnerIdx === idx).map((c) => c.closedDate).sort(), `partner ${idx}`).toEqual(holidays);
    }
    expect(closed.find((c) => c.closedDate === '2027-02-09')!.reason).toBe('설날 대체공휴일');

    // Item 101 (partner 1, 9시/13시): the date modal disables 12-05 and 12-12 and one slot of 12-04 and 12-06.
    const [item] = await database.db.select().from(schema.items).where(eq(schema.items.itemIdx, 101));
    const slotRows = await database.db
      .select({ date: schema.slotUsage.visitDate, slotHour: schema.slotUsage.slotHour, capacity: schema.slotUsage.capacity, held: schema.slotUsage.held })
      .from(schema.slotUsage)
      .where(eq(schema.slotUsage.partnerIdx, item!.partnerIdx));
    expect(slotRows.every((r) => r.held === r.capacity)).toBe(true);
    const december = monthAvailability({
      month: '2026-12',
      hours: [9, 13],
      defaultCapacity: 3,
      closedDates: closed.filter((c) => c.partnerIdx === item!.partnerIdx).map((c) => c.closedDate).filter((d) => d.startsWith('2026-12')),
      slotRows,
    });
    expect(december).toEqual({
      closedDates: ['2026-12-25'],
      fullDates: ['2026-12-05', '2026-12-12'],
      fullSlots: [
        { date: '2026-12-04', time: 13 },
        { date: '2026-12-06', time: 9 },
      ],
    });
  });

  it("has the demo coupons and the demo resident's 12,000 points, WELCOME2026 copy and referred neighbour", async () => {
    const coupons = await database.db.select().from(schema.coupons);
    const byName = new Map(coupons.map((c) => [c.name, c]));
    expect(byName.get('입주청소 10% 할인 쿠폰')).toMatchObject({
      discountType: 'percent', discountValue: 10, maxDiscount: 30_000, minOrderAmount: 200_000, categoryCodes: ['cleaning'], validDays: 30, downloadable: true,
    });
    expect(byName.get('줄눈 시공 20,000원 할인 쿠폰')).toMatchObject({ discountValue: 20_000, minOrderAmount: 300_000, categoryCodes: ['tljoint'], totalLimit: 500 });
    expect(coupons.find((c) => c.code === 'IPJU5000')).toMatchObject({ discountType: 'fixed', discountValue: 5_000 });
    expect(coupons.filter((c) => c.appReward)).toEqual([expect.objectContaining({ discountValue: 15_000, minOrderAmount: 150_000 })]);
    expect(coupons.find((c) => c.categoryCodes.includes('coatpnt'))).toMatchObject({ discountType: 'percent', discountValue: 5, maxDiscount: 50_000 });
    const welcome = coupons.find((c) => c.code === 'WELCOME2026')!;
    expect(welcome).toMatchObject({ discountValue: 10_000, minOrderAmount: 100_000, categoryCodes: [], itemIdxs: [], issuedCount: 1 });
    expect(welcome.validUntil!.toISOString()).toBe('2027-06-30T14:59:59.000Z');

    const [demo] = await database.db.select().from(schema.residents).where(eq(schema.residents.phone, DEMO_RESIDENT.phone));
    expect(demo!.pointBalance).toBe(12_000);
    const ledger = await database.db.select().from(schema.pointLedger).where(eq(schema.pointLedger.residentIdx, demo!.residentIdx)).orderBy(schema.pointLedger.pointIdx);
    expect(ledger.map((e) => [e.reason, e.amount, e.balanceAfter])).toEqual([
      ['event', 7_000, 7_000],
      ['referral', 5_000, 12_000],
    ]);
    expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(demo!.pointBalance);
    expect(ledger[0]!.memo).toBe('입주 준비 이벤트 적립');
    const [neighbour] = await database.db.select().from(schema.residents).where(eq(schema.residents.residentIdx, ledger[1]!.referredResidentIdx!));
    expect(neighbour).toMatchObject({ name: '박이웃', referredByIdx: demo!.residentIdx });
    expect(neighbour!.phone).not.toBe(DEMO_RESIDENT.phone);

    const copies = await database.db.select().from(schema.residentCoupons).where(eq(schema.residentCoupons.residentIdx, demo!.residentIdx));
    expect(copies).toEqual([expect.objectContaining({ couponIdx: welcome.couponIdx, source: 'code', orderIdx: null, usedAt: null })]);
    expect(copies[0]!.expiresAt).toEqual(welcome.validUntil);
  });

  it('has reviews from real finished orders, and every rating shown is the average of readable reviews', async () => {
    const db = database.db;
    const reviewRows = await db.select().from(schema.reviews);
    const itemRows = await db.select().from(schema.items);
    expect(reviewRows.length).toBeGreaterThanOrEqual(itemRows.length * 3);
    const lines = new Map((await db.select().from(schema.orderLines)).map((l) => [l.lineIdx, l]));
    const orders = new Map((await db.select().from(schema.orders)).map((o) => [o.orderIdx, o]));
    for (const r of reviewRows) {
      const line = lines.get(r.lineIdx)!;
      const order = orders.get(r.orderIdx)!;
      expect(line).toMatchObject({ status: 'completed', itemIdx: r.itemIdx, partnerIdx: r.partnerIdx, apartmentIdx: r.apartmentIdx, pyeong: r.pyeong });
      expect(order).toMatchObject({ paymentStatus: 'paid', residentIdx: r.residentIdx });
      expect(line.completedAt!.getTime()).toBeLessThan(r.createdAt.getTime());
      expect(r.content.length).toBeGreaterThanOrEqual(10);
      expect(r.content).not.toMatch(/[{}]/);
    }
    // Ids follow time: newest first by id is newest first by date.
    const byId = [...reviewRows].sort((a, b) => a.reviewIdx - b.reviewIdx);
    expect(byId.every((r, i) => i === 0 || r.createdAt >= byId[i - 1]!.createdAt)).toBe(true);
    const high = reviewRows.filter((r) => r.rating >= 4).length;
    expect(high / reviewRows.length).toBeGreaterThan(0.75);
    expect(reviewRows.some((r) => r.rating <= 3)).toBe(true);
    expect(reviewRows.some((r) => r.photoCount > 0)).toBe(true);
    expect(reviewRows.some((r) => r.apartmentName === DEMO_RESIDENT.apartmentName)).toBe(true);
    expect(reviewRows.some((r) => r.content.includes(DEMO_RESIDENT.apartmentName))).toBe(true);

    const avg = (rs: typeof reviewRows) => (rs.length ? Math.round((rs.reduce((s, r) => s + r.rating, 0) * 10) / rs.length) / 10 : 0);
    const stats = new Map((await db.select().from(schema.itemReviewStats)).map((s) => [s.itemIdx, s]));
    for (const item of itemRows) {
      const mine = reviewRows.filter((r) => r.itemIdx === item.itemIdx && r.status === 'visible');
      if (item.quoteOnVisit) {
        // A 방문 견적 item has no catalogue sales to review yet.
        expect(mine).toEqual([]);
        expect(item).toMatchObject({ reviewCount: 0, ratingAvg: 0, salesCount: 0 });
        continue;
      }
      expect(mine.length, `item ${item.itemIdx}`).toBeGreaterThanOrEqual(3);
      expect(item.reviewCount, `item ${item.itemIdx}`).toBe(mine.length);
      expect(item.ratingAvg, `item ${item.itemIdx}`).toBe(avg(mine));
      expect(stats.get(item.itemIdx)).toMatchObject({
        reviewCount: mine.length,
        ratingSum: mine.reduce((s, r) => s + r.rating, 0),
        rating5: mine.filter((r) => r.rating === 5).length,
        photoReviewCount: mine.filter((r) => r.photoCount > 0).length,
      });
    }
    for (const partner of await db.select().from(schema.partners)) {
      const theirs = reviewRows.filter((r) => r.partnerIdx === partner.partnerIdx && r.status === 'visible');
      expect(partner.reviewCount, `partner ${partner.partnerIdx}`).toBe(theirs.length);
      expect(partner.ratingAvg, `partner ${partner.partnerIdx}`).toBe(avg(theirs));
    }

    const marks = await db.select().from(schema.reviewHelpfuls);
    for (const r of reviewRows) {
      const own = marks.filter((m) => m.reviewIdx === r.reviewIdx);
      expect(own.length).toBe(r.helpfulCount);
      expect(own.some((m) => m.residentIdx === r.residentIdx)).toBe(false);
    }
    const authors = await db.select().from(schema.residents).where(inArray(schema.residents.residentIdx, [...new Set(reviewRows.map((r) => r.residentIdx))]));
    expect(authors.length).toBeGreaterThanOrEqual(30);
    expect(authors.every((a) => a.phone === null && a.apartmentIdx !== null)).toBe(true);
  });

  it('seeds every 지식인 question in the order asked, with answers by staff and partners, counters equal to their rows', async () => {
    const db = database.db;
    const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
    const seeded = await db.select().from(schema.questions).orderBy(schema.questions.questionIdx);
    expect(seeded).toHaveLength(QUESTIONS.length);
    expect(seeded.length).toBeGreaterThanOrEqual(20);
    const times = seeded.map((q) => q.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(seeded.every((q) => q.createdAt.getTime() <= Date.now())).toBe(true);
    const answers = await db.select().from(schema.questionAnswers);
    expect(answers.some((a) => a.authorRole === 'staff')).toBe(true);
    expect(new Set(answers.filter((a) => a.authorRole === 'partner').map((a) => a.partnerIdx)).size).toBeGreaterThanOrEqual(15);
    expect(seeded.some((q) => q.answerCount === 0)).toBe(true);

    const mismatched = await rowsOf<{ question_idx: number }>(sql`
      select q.question_idx from questions q
      where q.like_count <> (select count(*) from question_likes l where l.question_idx = q.question_idx)
         or q.read_count <> (select count(*) from question_reads r where r.question_idx = q.question_idx)
         or q.answer_count <> (select count(*) from question_answers a where a.question_idx = q.question_idx and a.status = 'visible')
         or q.report_count <> (select count(*) from question_reports p where p.question_idx = q.question_idx)`);
    expect(mismatched).toEqual([]);
    const answerMismatch = await rowsOf<{ answer_idx: number }>(sql`
      select a.answer_idx from question_answers a
      where a.like_count <> (select count(*) from answer_likes l where l.answer_idx = a.answer_idx)`);
    expect(answerMismatch).toEqual([]);
    const ownLikes = await rowsOf(sql`select 1 from question_likes l join questions q using (question_idx) where l.resident_idx = q.resident_idx`);
    expect(ownLikes).toEqual([]);
    const futureReads = await rowsOf(sql`select 1 from question_reads where day > (now() at time zone 'Asia/Seoul')::date`);
    expect(futureReads).toEqual([]);
  });

  it('moves the id sequences past the fixed ids', async () => {
    const [partner] = await database.db
      .insert(schema.partners)
      .values({
        companyName: '새 파트너',
        ceoName: '김대표',
        businessNumber: `T-${randomBytes(4).toString('hex')}`,
        businessType: '서비스업',
        address: '서울특별시 송파구 올림픽로 1',
        phone: '02-000-0000',
        intro: '소개',
        description: '설명',
        logoUrl: '/files/seed/logo-01.webp',
        serviceAreas: [],
        hours: {},
        establishedYear: 2020,
        employees: 1,
        ratingAvg: 4.5,
        reviewCount: 0,
        completedCount: 0,
      })
      .returning();
    expect(partner!.partnerIdx).toBeGreaterThan(33);
    const [item] = await database.db
      .insert(schema.items)
      .values({ categoryCode: 'cleaning', partnerIdx: partner!.partnerIdx, name: '새 상품', summary: '요약', basePrice: 1000, thumbnailUrl: '/files/seed/cat-cleaning-1.webp' })
      .returning();
    expect(item!.itemIdx).toBeGreaterThan(528);
    const [apartment] = await database.db
      .insert(schema.apartments)
      .values({ name: `새단지${randomBytes(3).toString('hex')}`, choseong: 'ㅅㄷㅈ', district1: '서울특별시', district2: '송파구', address: '주소', households: 10 })
      .returning();
    const [max] = await database.db.select({ n: count() }).from(schema.apartments);
    expect(apartment!.apartmentIdx).toBeGreaterThanOrEqual(max!.n);
    const [group] = await database.db
      .insert(schema.itemOptionGroups)
      .values({ itemIdx: item!.itemIdx, name: '평형', kind: 'pyeong', required: true, multiple: false, sortOrder: 1 })
      .returning();
    expect(group!.groupIdx).toBeGreaterThan(5283);
  });

  it("makes the demo resident's order history through the API: one service done, one waiting for its visit", async () => {
    const config = loadConfig({ APP_MODE: 'demo', LOG_LEVEL: 'silent', JOB_QUEUE: 'inline', DATA_DIR: path.join(tmpdir(), 'ipju-test-data') });
    const app = await buildApp(createAppDeps(config, database), { logger: false });
    try {
      await seedDemoOrders(app, database.db);
    } finally {
      await app.close();
    }
    const [demo] = await database.db.select().from(schema.residents).where(eq(schema.residents.phone, DEMO_RESIDENT.phone));
    const orders = await database.db.select().from(schema.orders).where(eq(schema.orders.residentIdx, demo!.residentIdx));
    expect(orders.map((o) => o.paymentStatus)).toEqual(['paid', 'paid']);
    const lines = await database.db
      .select()
      .from(schema.orderLines)
      .where(inArray(schema.orderLines.orderIdx, orders.map((o) => o.orderIdx)))
      .orderBy(schema.orderLines.lineIdx);
    expect(lines.map((l) => [l.itemIdx, l.status])).toEqual([
      [131, 'completed'],
      [101, 'awaiting_work'],
    ]);
    expect(lines[0]!.visitDate! < lines[1]!.visitDate!).toBe(true);
    expect(lines[0]!.visitDate! < seoulToday()).toBe(true);
    // The done service holds its visit day's slot, not the future day it was first put in the cart for.
    expect(lines[0]!.slotHeld).toBe(true);
    // Each notice about a service names the visit the order shows: the resident's 결제 완료 (알림 and AlimTalk) and
    // the company's 새 주문 say the 줄눈 visit's past day, not the day the cart first had.
    const residentNotices = await database.db.select().from(schema.residentPushes).where(eq(schema.residentPushes.residentIdx, demo!.residentIdx));
    const alimtalks = await database.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.recipient, DEMO_RESIDENT.phone));
    const companyNotices = await database.db
      .select()
      .from(schema.partnerPushes)
      .where(inArray(schema.partnerPushes.link, lines.map((l) => `/partner/orders/${l.lineIdx}`)));
    for (const line of lines) {
      const naming = [
        ...residentNotices.filter((n) => n.body.includes(line.itemName) && n.title === '결제가 완료되었어요'),
        ...alimtalks.filter((m) => m.body.includes(line.itemName) && m.subject === '결제가 완료되었어요'),
        ...companyNotices.filter((n) => n.link === `/partner/orders/${line.lineIdx}` && n.title === '새 주문이 들어왔어요'),
      ];
      expect(naming.length, line.itemName).toBeGreaterThanOrEqual(3);
      for (const notice of naming) {
        expect(notice.body).toContain(visitWords(line));
        expect(notice.body.match(/\d{4}\.\d{2}\.\d{2}/g)).toEqual([line.visitDate!.replaceAll('-', '.')]);
      }
    }
    // The coupons and points the demo offers are still there to use.
    const copies = await database.db.select().from(schema.residentCoupons).where(eq(schema.residentCoupons.residentIdx, demo!.residentIdx));
    expect(copies.every((c) => c.orderIdx === null)).toBe(true);
  });

  it("gives ipju's inspection team a sign-in, a finished sample inspection with marked photos, and today's visit to 김입주", async () => {
    const config = loadConfig({ APP_MODE: 'demo', LOG_LEVEL: 'silent', JOB_QUEUE: 'inline', DATA_DIR: path.join(tmpdir(), 'ipju-test-data') });
    const app = await buildApp(createAppDeps(config, database), { logger: false });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/v2/auths/partner/login', payload: { email: DEMO_INSPECTOR.email, password: DEMO_INSPECTOR.password } });
      expect(login.statusCode, login.body).toBe(200);
      const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
      const get = async (url: string) => (await app.inject({ url: `/api/v2${url}`, headers })).json().data;
      expect(await get('/partner/is-inspection')).toEqual({ isInspection: true });
      const today = (await get('/inspection/check-inspection')).inspections;
      expect(today).toHaveLength(1);
      expect(today[0]).toMatchObject({ residentName: DEMO_RESIDENT.name, homeLabel: `${DEMO_RESIDENT.apartmentName} 101동 1203호`, status: 'scheduled', visitHour: 10 });
      // The sample is not work: it stays off the 결과 작성 queue, and 전체 lists it.
      expect((await get('/inspection/result')).inspections).toEqual([]);
      const sample = (await get('/inspection')).inspections.find((i: { isSample: boolean }) => i.isSample);
      expect(sample).toMatchObject({ isSample: true, status: 'measured', completedTypeCount: 5 });
      expect(sample.taskCount).toBeGreaterThanOrEqual(20);
      const live = await get(`/inspection/${sample.inspectionIdx}/join/online`);
      const photos = live.tasks.flatMap((task: { photos: { url: string; annotations: unknown[] }[] }) => task.photos);
      expect(photos.length).toBeGreaterThanOrEqual(15);
      expect(photos.some((p: { annotations: unknown[] }) => p.annotations.length === 3)).toBe(true);
      for (const p of photos) expect(existsSync(storage.pathOf(p.url.slice(p.url.indexOf('inspection/'))))).toBe(true);
      expect(new Set(live.tasks.map((task: { judgement: { verdict: string } | null }) => task.judgement?.verdict))).toEqual(new Set([undefined, 'pass', 'fail', 'check']));
      expect((await get(`/inspection/${sample.inspectionIdx}`)).opinion).toContain('안전 위험 2건');
    } finally {
      await app.close();
    }
  });

  it('gives some reviews drawn photos stored like uploads, the first items of the demo included', async () => {
    const withPhotos = await database.db.select().from(schema.reviews).where(sql`${schema.reviews.photoCount} > 0`);
    expect(withPhotos.length).toBeGreaterThan(20);
    for (const itemIdx of [101, 114]) expect(withPhotos.filter((r) => r.itemIdx === itemIdx).length).toBeGreaterThanOrEqual(2);
    const photos = withPhotos.flatMap((r) => r.photos.map((p) => ({ ...p, residentIdx: r.residentIdx })));
    const uploaded = await database.db
      .select()
      .from(schema.uploads)
      .where(inArray(schema.uploads.key, photos.map((p) => p.key!)));
    const byKey = new Map(uploaded.map((u) => [u.key, u]));
    for (const photo of photos) {
      expect(photo.key).toMatch(/^review\/seed-\d{4}-\d\.webp$/);
      expect(photo.url).toBe(LOCAL_UPLOADS_PREFIX + photo.key);
      expect(photo).toMatchObject({ width: 960, height: 720 });
      expect(byKey.get(photo.key!)).toMatchObject({ type: 'review', ownerRole: 'resident', ownerIdx: photo.residentIdx, mimeType: 'image/webp' });
      expect(byKey.get(photo.key!)!.uploadedAt).not.toBeNull();
    }
    const bytes = readFileSync(storage.pathOf(photos[0]!.key!));
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('only references image files that exist on disk', async () => {
    const urls = new Set<string>();
    for (const r of await database.db.select({ u: schema.categories.imageUrl }).from(schema.categories)) urls.add(r.u);
    for (const r of await database.db.select({ u: schema.items.thumbnailUrl }).from(schema.items)) urls.add(r.u);
    for (const r of await database.db.select({ u: schema.itemImages.url }).from(schema.itemImages)) urls.add(r.u);
    for (const r of await database.db.select({ u: schema.partners.logoUrl }).from(schema.partners)) urls.add(r.u);
    for (const r of await database.db.select({ u: schema.itemSections.imageUrl }).from(schema.itemSections)) if (r.u) urls.add(r.u);
    expect(urls.size).toBeGreaterThan(50);
    const missing = [...urls].filter((u) => {
      if (!u.startsWith('/files/seed/')) return true;
      return !existsSync(path.join(SERVER_ROOT, 'assets', 'seed', u.slice('/files/seed/'.length)));
    });
    expect(missing).toEqual([]);
  });
});

describe('the move-in assistant on the demo data', () => {
  it('plans every seeded complex by the rules: bookable days, 사전점검 on the pre-visit days, the cart prices, for several households and dates', async () => {
    const config = loadConfig({ APP_MODE: 'demo', LOG_LEVEL: 'silent', JOB_QUEUE: 'inline', DATA_DIR: path.join(tmpdir(), 'ipju-test-data') });
    const services = createServices(createAppDeps(config, database));
    const { moveInPlan, items, schedule } = services;
    const earliest = earliestSelectableDate();
    // The named complexes and the first generated ones with pre-visit days still ahead.
    const complexes = await database.db
      .select()
      .from(schema.apartments)
      .where(or(inArray(schema.apartments.apartmentIdx, [1, 2, 3]), gte(schema.apartments.preVisitEnd, earliest)))
      .orderBy(schema.apartments.apartmentIdx)
      .limit(6);
    expect(complexes.some((c) => c.preVisitStart !== null && c.preVisitEnd! >= earliest)).toBe(true);
    const households = [
      { adults: 2, children: 0, pets: 0, allergies: false },
      { adults: 2, children: 2, pets: 0, allergies: true },
      { adults: 1, children: 0, pets: 1, allergies: false },
    ];
    let planned = 0;
    let inspections = 0;
    for (const [ci, complex] of complexes.entries()) {
      const [area] = await database.db.select().from(schema.apartmentAreas).where(eq(schema.apartmentAreas.apartmentIdx, complex.apartmentIdx)).limit(1);
      const [resident] = await database.db
        .insert(schema.residents)
        .values({ phone: `01099${String(ci).padStart(2, '0')}${String(randomBytes(2).readUInt16BE() % 10_000).padStart(4, '0')}`, name: '계획 입주민', referralCode: `PLAN${ci}${randomBytes(3).toString('hex')}` })
        .returning();
      const [home] = await database.db
        .insert(schema.residentHomes)
        .values({ residentIdx: resident!.residentIdx, apartmentIdx: complex.apartmentIdx, areaIdx: area!.areaIdx, dong: '101', ho: '1001', isCurrent: true })
        .returning();
      for (const [hi, household] of households.entries()) {
        // Move-in dates around the pre-visit days when they are ahead, else a few weeks out.
        const base = complex.preVisitEnd && complex.preVisitEnd >= earliest ? addDays(complex.preVisitEnd, 30) : addDays(earliest, 20);
        const moveInDate = addDays(base, hi * 9);
        const plan = await moveInPlan.create(resident!.residentIdx, {
          homeIdx: home!.homeIdx,
          moveInDate,
          household,
          budget: null,
          priorities: hi === 2 ? ['cleaning', 'aircon', 'furniture', 'moving', 'inspection'] : [],
          alreadyBooked: [],
          requestKey: `seeded-${complex.apartmentIdx}-${hi}-${randomBytes(4).toString('hex')}`,
        });
        expect(plan.lines.length).toBeGreaterThan(0);
        expect(ordersHold(plan.lines.map((l) => ({ rule: ruleOfCategory(l.categoryCode)!, date: l.date, dropped: false })))).toBe(true);
        for (const line of plan.lines) {
          const availability = await schedule.getItemAvailability(line.item.itemIdx, line.date.slice(0, 7));
          expect(availability.closedDates).not.toContain(line.date);
          expect(availability.fullDates).not.toContain(line.date);
          expect(availability.fullSlots).not.toContainEqual({ date: line.date, time: line.time });
          expect(availability.visitTimes.map((t) => t.hour)).toContain(line.time);
          const estimate = await items.estimate(line.item.itemIdx, { optionIdxs: [], quantity: 1, apartmentIdx: complex.apartmentIdx, pyeong: area!.pyeong });
          expect([line.price, line.regularPrice]).toEqual([estimate.total, estimate.regularTotal]);
          if (line.categoryCode === 'homeinsp') {
            inspections++;
            expect(line.date >= complex.preVisitStart! && line.date <= complex.preVisitEnd!).toBe(true);
          }
          if (line.categoryCode === 'move') expect(line.date >= moveInDate).toBe(true);
        }
        planned++;
      }
    }
    expect(planned).toBe(complexes.length * households.length);
    expect(inspections).toBeGreaterThan(0);
  });
});
