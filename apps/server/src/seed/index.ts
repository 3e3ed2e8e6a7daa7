import { formatWon, seoulInstant } from '@ipju/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getChoseong, josa } from 'es-hangul';
import type { AppConfig } from '../config';
import { queueResidentNotice } from '../lib/notifications';
import { hashPassword } from '../lib/password';
import type { FileStorage } from '../lib/storage/types';
import type { Db, Tx } from '../db/client';
import {
  apartmentAreas,
  apartments,
  categories,
  categoryRelations,
  faqs,
  itemImages,
  itemOptionGroups,
  itemOptions,
  items,
  itemSections,
  notices,
  partnerAccounts,
  partners,
  residentHomes,
  residents,
  specialPrices,
} from '../db/schema';
import { APARTMENTS } from './data/apartments';
import { CATEGORIES, CATEGORY_RELATIONS } from './data/categories';
import { FAQS, NOTICES } from './data/content';
import { categoryImageUrl, CATEGORY_IMAGE_COUNT, categoryThumbUrl, FLOOR_PLAN_SIZE, floorPlanUrl, ITEM_IMAGE_SIZE, sharedImageUrl } from './data/images';
import { ITEMS, OPTION_TEMPLATES, PYEONG_TIERS, type SeedItem } from './data/items';
import { DEMO_PARTNER_PASSWORD, PARTNERS, partnerEmail } from './data/partners';
import { DEMO_RESIDENT } from './data/residents';
import { COMMON_CAUTIONS, COMMON_FAQ, CONTENT } from './data/sections';
import { insertPartnerProfiles } from './partner-profile';
import { insertScheduleDefaults } from './schedule';
import { insertCommerceRewards } from './rewards';
import { insertEngagementContent } from './engagement';
import { insertDemoQuestions } from './questions';
import { insertDemoInspections } from './inspections';
import { insertManagementDeposits } from './move-in-costs';
import { insertDemoReviews } from './reviews';
import { insertComplexBookings } from './complex-bookings';
import { insertDemoStaff } from './staff';
import { insertDemoCannedAnswers } from './chat';
import { insertMoveInCenters } from './move-in';
import { insertSurveys } from './surveys';

export { DEMO_PARTNER_PASSWORD, partnerEmail } from './data/partners';
export { DEMO_RESIDENT } from './data/residents';
export { seedDemoOrders } from './demo-orders';
export { DEMO_INSPECTOR } from './inspections';

/** The complexes the product names; they get special prices on most categories. */
export const NAMED_APARTMENT_IDS = [1, 2, 3] as const;

const CHUNK = 400;
/** Any fixed number: serialises concurrent seeders (several server processes starting on one PostgreSQL). */
const SEED_LOCK = 7_340_221;

/**
 * Seeds demo data into an empty database (no categories yet); whether it did. Idempotent: a seeded
 * database is left alone. SEED_DEMO_DATA=never turns it off even in demo mode. The demo orders are made
 * afterwards through the API (seedDemoOrders), once the app is built.
 */
export async function seedIfEmpty(db: Db, config: AppConfig, storage?: FileStorage): Promise<boolean> {
  if (config.seedDemoData === 'never') return false;
  return (await seedDemoData(db, storage)).seeded;
}

/**
 * Inserts the whole demo data set in one transaction, unless categories already exist. Every insert
 * also skips rows that exist (fixed ids and unique keys), and the identity sequences are moved past the
 * fixed ids afterwards. Returns whether anything was seeded.
 */
export async function seedDemoData(db: Db, storage?: FileStorage): Promise<{ seeded: boolean }> {
  if (await hasCategories(db)) return { seeded: false };
  // One hash for every demo account: they share the documented demo password, and hashing 33 times
  // with production scrypt parameters would add seconds to start-up.
  // Hashing runs on the libuv pool while the rows go in.
  const passwordHash = hashPassword(DEMO_PARTNER_PASSWORD);
  passwordHash.catch(() => undefined);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasCategories(tx)) return { seeded: false };
    await insertCatalog(tx);
    await insertPlaces(tx);
    await insertSpecialPrices(tx);
    await insertContent(tx);
    await insertDemoResident(tx);
    await insertScheduleDefaults(tx);
    await insertPartnerAccounts(tx, await passwordHash);
    await insertPartnerProfiles(tx);
    await moveSequences(tx);
    await insertCommerceRewards(tx);
    await insertDemoStaff(tx);
    await insertDemoCannedAnswers(tx);
    await insertEngagementContent(tx);
    await insertSurveys(tx);
    await insertDemoReviews(tx, storage);
    await insertComplexBookings(tx);
    await insertDemoQuestions(tx);
    await insertDemoInspections(tx, storage);
    await insertMoveInCenters(tx);
    await insertManagementDeposits(tx);
    return { seeded: true };
  });
  // The planner's statistics for the tables just filled: without them PostgreSQL guesses every table is nearly
  // empty and can pick a plan that reads every paid order once per order line (the group-buy count of
  // lib/group-buy.ts took 60 ms a call that way in the checkout bench, 0.2 ms with statistics). Autovacuum would
  // gather them within a minute on PostgreSQL; PGlite has no autovacuum at all.
  if (result.seeded) await db.execute(sql`analyze`);
  return result;
}

async function hasCategories(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) > 0;
}

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: Array<T['$inferInsert']>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .onConflictDoNothing();
  }
}

function tierPrices(item: SeedItem): Array<{ name: string; price: number; min: number; max: number }> {
  if (item.quoteOnVisit) return [];
  if (item.tiers) return PYEONG_TIERS.map((t, i) => ({ name: t.name, price: item.tiers![i]!, min: t.min, max: t.max }));
  return [{ name: '전 평형', price: item.flat!, min: 1, max: 999 }];
}

/** Small deterministic numbers for counters, so runs produce the same data. */
const spread = (seed: number, min: number, max: number) => min + ((seed * 7919) % (max - min + 1));

async function insertPartnerAccounts(tx: Tx, passwordHash: string) {
  await insertAll(
    tx,
    partnerAccounts,
    PARTNERS.map((p) => ({ partnerIdx: p.partnerIdx, email: partnerEmail(p.partnerIdx), passwordHash, name: p.ceoName })),
  );
}

async function insertCatalog(tx: Tx) {
  const categoryByCode = new Map(CATEGORIES.map((c) => [c.code, c]));
  const partnerByIdx = new Map(PARTNERS.map((p) => [p.partnerIdx, p]));

  await insertAll(
    tx,
    categories,
    CATEGORIES.map((c, i) => ({
      code: c.code,
      name: c.name,
      label: c.label,
      headline: c.headline,
      description: c.description,
      chapter: c.chapter,
      visitTimeSet: c.visitTimeSet,
      hasItemGuide: c.hasItemGuide,
      imageUrl: categoryThumbUrl(c.code),
      sortOrder: i + 1,
    })),
  );
  await insertAll(
    tx,
    categoryRelations,
    Object.entries(CATEGORY_RELATIONS).flatMap(([code, related]) =>
      related.map((relatedCode, i) => ({ categoryCode: code, relatedCode, sortOrder: i + 1 })),
    ),
  );
  await insertAll(
    tx,
    partners,
    PARTNERS.map(({ logoText: _t, logoColor: _c, ...p }) => p),
  );

  const itemRows: Array<typeof items.$inferInsert> = [];
  const imageRows: Array<typeof itemImages.$inferInsert> = [];
  const groupRows: Array<typeof itemOptionGroups.$inferInsert> = [];
  const optionRows: Array<typeof itemOptions.$inferInsert> = [];
  const sectionRows: Array<typeof itemSections.$inferInsert> = [];
  const orderInCategory = new Map<string, number>();

  for (const item of ITEMS) {
    const category = categoryByCode.get(item.code)!;
    const partner = partnerByIdx.get(item.partnerIdx)!;
    const tiers = tierPrices(item);
    const sortOrder = (orderInCategory.get(item.code) ?? 0) + 1;
    orderInCategory.set(item.code, sortOrder);
    itemRows.push({
      itemIdx: item.itemIdx,
      categoryCode: item.code,
      partnerIdx: item.partnerIdx,
      name: item.name,
      summary: item.summary,
      basePrice: tiers.length ? Math.min(...tiers.map((t) => t.price)) : 0,
      quoteOnVisit: item.quoteOnVisit ?? false,
      visitTimeSet: item.visitTimeSet ?? null,
      thumbnailUrl: categoryThumbUrl(item.code),
      // A 방문 견적 item starts without sales or reviews (none were sold at a catalogue price).
      salesCount: item.quoteOnVisit ? 0 : spread(item.itemIdx, 40, 1800),
      ratingAvg: item.quoteOnVisit ? 0 : spread(item.itemIdx + 3, 43, 50) / 10,
      reviewCount: item.quoteOnVisit ? 0 : spread(item.itemIdx + 5, 12, 640),
      sortOrder,
    });

    // Images: the category's three pictures, the ipju promise, and for every other item the special-price banner.
    const urls: Array<[string, string]> = [];
    for (let n = 1; n <= CATEGORY_IMAGE_COUNT; n++) {
      const what = n === 1 ? '대표 이미지' : n === 2 ? '진행 과정' : '시공 전후 비교';
      urls.push([categoryImageUrl(item.code, n), `${item.name} ${what}`]);
    }
    urls.push([sharedImageUrl('promise'), '입주 안심 보증: 시공 후 1년 무상 A/S']);
    if (item.itemIdx % 2 === 1) urls.push([sharedImageUrl('specialPrice'), '우리 단지 특가 안내']);
    urls.forEach(([url, alt], i) =>
      imageRows.push({ imageIdx: item.itemIdx * 10 + i + 1, itemIdx: item.itemIdx, url, alt, ...ITEM_IMAGE_SIZE, sortOrder: i + 1 }),
    );

    // Option groups: 평형 tiers (required, one), areas (optional), add-ons (optional, several).
    const template = OPTION_TEMPLATES[item.code] ?? { addons: [] };
    const area = item.area === undefined ? template.area : item.area ?? undefined;
    const addons = item.addons ?? template.addons;
    let optionSeq = 0;
    const nextOption = () => item.itemIdx * 100 + ++optionSeq;
    const pyeongGroup = item.itemIdx * 10 + 1;
    // A 방문 견적 item is priced by the company's proposal: no option groups.
    if (!item.quoteOnVisit) groupRows.push({ groupIdx: pyeongGroup, itemIdx: item.itemIdx, name: '평형', kind: 'pyeong', required: true, multiple: false, sortOrder: 1 });
    tiers.forEach((t, i) =>
      optionRows.push({ optionIdx: nextOption(), groupIdx: pyeongGroup, name: t.name, price: t.price, pyeongMin: t.min, pyeongMax: t.max, sortOrder: i + 1 }),
    );
    if (area && !item.quoteOnVisit) {
      const g = item.itemIdx * 10 + 2;
      groupRows.push({ groupIdx: g, itemIdx: item.itemIdx, name: area.name, kind: 'area', required: false, multiple: area.multiple, sortOrder: 2 });
      area.options.forEach(([name, price], i) => optionRows.push({ optionIdx: nextOption(), groupIdx: g, name, price, sortOrder: i + 1 }));
    }
    if (addons.length && !item.quoteOnVisit) {
      const g = item.itemIdx * 10 + 3;
      groupRows.push({ groupIdx: g, itemIdx: item.itemIdx, name: '추가 옵션', kind: 'addon', required: false, multiple: true, sortOrder: 3 });
      addons.forEach(([name, price], i) => optionRows.push({ optionIdx: nextOption(), groupIdx: g, name, price, sortOrder: i + 1 }));
    }

    // Sections.
    const content = CONTENT[item.code]!;
    let sectionSeq = 0;
    const section = (groupType: string, title: string, body: string, extra: unknown = null, imageUrl: string | null = null) =>
      sectionRows.push({
        sectionIdx: item.itemIdx * 100 + ++sectionSeq,
        itemIdx: item.itemIdx,
        groupType,
        title,
        body,
        imageUrl,
        extra,
        sortOrder: sectionSeq,
      });
    section(
      'detail',
      item.summary,
      `${category.description} 이 상품은 ${josa(partner.companyName, '이/가')} 직접 시공하고, 시공 후 1년 동안 무상 A/S를 해 드려요.`,
      null,
      categoryImageUrl(item.code, 1),
    );
    content.detail.forEach(([t, b], i) => section('detail', t, b, null, i === 1 ? categoryImageUrl(item.code, 3) : null));
    content.process.forEach(([t, b], i) =>
      section('process', t, b, { step: i + 1 }, i === 0 ? categoryImageUrl(item.code, 2) : null),
    );
    [...content.caution, ...COMMON_CAUTIONS].forEach(([t, b]) => section('caution', t, b));
    [...content.faq, ...COMMON_FAQ].forEach(([q, a]) => section('faq', q, a, { question: q }));
    if (category.hasItemGuide && content.guide) {
      const [what, why, choose, ...qa] = content.guide;
      for (const [t, b] of [what!, why!, choose!]) section('guide', t, b);
      const priced = ITEMS.filter((i) => i.code === item.code && !i.quoteOnVisit);
      const priceLines = priced.map(
        (i) => `${i.name}: ${tierPrices(i).map((t) => `${t.name} ${formatWon(t.price)}`).join(' · ')}`,
      );
      section('guide', '가격 안내', `평형에 따라 가격이 정해져 있어요. 단지 특가가 있으면 더 낮아져요.\n${priceLines.join('\n')}`, {
        prices: priced.map((i) => ({ itemIdx: i.itemIdx, name: i.name, tiers: tierPrices(i) })),
      });
      for (const [t, b] of qa) section('guide', t, b, t.startsWith('Q.') ? { question: t.replace(/^Q\.\s*/, '') } : null);
    }
  }

  await insertAll(tx, items, itemRows);
  await insertAll(tx, itemImages, imageRows);
  await insertAll(tx, itemOptionGroups, groupRows);
  await insertAll(tx, itemOptions, optionRows);
  await insertAll(tx, itemSections, sectionRows);
}

async function insertPlaces(tx: Tx) {
  await insertAll(
    tx,
    apartments,
    APARTMENTS.map(({ areas: _areas, ...a }) => ({ ...a, choseong: getChoseong(a.name.replace(/\s+/g, '')) })),
  );
  await insertAll(
    tx,
    apartmentAreas,
    APARTMENTS.flatMap((a) =>
      a.areas.map((area) => ({
        ...area,
        apartmentIdx: a.apartmentIdx,
        // The named complexes' pages show a floor plan per type (scripts/generate-floor-plans.ts).
        ...(a.slug
          ? { floorPlanUrl: floorPlanUrl(a.apartmentIdx, area.typeName), floorPlanWidth: FLOOR_PLAN_SIZE.width, floorPlanHeight: FLOOR_PLAN_SIZE.height }
          : {}),
      })),
    ),
  );
}

/** Categories whose items get the named complexes' 공동구매 prices (not 이사, 가구, 가전). */
const NAMED_SPECIAL_EXCLUDED = new Set(['move', 'furn', 'hea']);
/** Items other complexes may get a special price on. */
const POPULAR_ITEMS = [101, 114, 121, 131, 141, 151, 161, 191, 201, 221, 231, 261, 281, 321];

async function insertSpecialPrices(tx: Tx) {
  const rows: Array<typeof specialPrices.$inferInsert> = [];
  const startsAt = seoulInstant('2025-01-01');
  for (const apartmentIdx of NAMED_APARTMENT_IDS) {
    for (const item of ITEMS) {
      if (NAMED_SPECIAL_EXCLUDED.has(item.code) || item.quoteOnVisit) continue;
      rows.push({
        apartmentIdx,
        itemIdx: item.itemIdx,
        discountRate: 10 + ((apartmentIdx * 31 + item.itemIdx * 17) % 16),
        label: '입주민 공동구매 특가',
        startsAt,
        endsAt: null,
      });
    }
  }
  // About 30 other complexes, a few popular items each.
  const others = APARTMENTS.filter((a) => a.apartmentIdx > 3 && a.apartmentIdx % 8 === 0);
  for (const a of others) {
    const howMany = 2 + (a.apartmentIdx % 3);
    for (let k = 0; k < howMany; k++) {
      const itemIdx = POPULAR_ITEMS[(a.apartmentIdx * 7 + k * 5) % POPULAR_ITEMS.length]!;
      if (rows.some((r) => r.apartmentIdx === a.apartmentIdx && r.itemIdx === itemIdx)) continue;
      rows.push({
        apartmentIdx: a.apartmentIdx,
        itemIdx,
        discountRate: 5 + ((a.apartmentIdx + itemIdx) % 11),
        label: '단지 특가',
        startsAt,
        endsAt: seoulInstant('2027-12-31', '23:59:59'),
      });
    }
  }
  await insertAll(tx, specialPrices, rows);
}

async function insertContent(tx: Tx) {
  await insertAll(
    tx,
    faqs,
    FAQS.map(([category, question, answer], i) => ({ category, question, answer, sortOrder: i + 1 })),
  );
  await insertAll(
    tx,
    notices,
    NOTICES,
  );
}

async function insertDemoResident(tx: Tx) {
  const home = APARTMENTS.find((a) => a.name === DEMO_RESIDENT.apartmentName)!;
  const [area] = await tx
    .select({ areaIdx: apartmentAreas.areaIdx })
    .from(apartmentAreas)
    .where(sql`${apartmentAreas.apartmentIdx} = ${home.apartmentIdx} and ${apartmentAreas.typeName} = ${DEMO_RESIDENT.typeName}`);
  const agreedAt = seoulInstant('2026-11-01', '10:00');
  await insertAll(tx, residents, [
    {
      phone: DEMO_RESIDENT.phone,
      name: DEMO_RESIDENT.name,
      apartmentIdx: home.apartmentIdx,
      areaIdx: area?.areaIdx ?? null,
      dong: '101',
      ho: '1203',
      moveInDate: '2026-12-19',
      termsAgreedAt: agreedAt,
      privacyAgreedAt: agreedAt,
      ageConfirmedAt: agreedAt,
      marketingAgreed: true,
      marketingAgreedAt: agreedAt,
      referralCode: DEMO_RESIDENT.referralCode,
    },
  ]);
  // Their one home (우리 집), the current one, with 동·호 and the move-in date.
  const [resident] = await tx.select({ residentIdx: residents.residentIdx }).from(residents).where(eq(residents.phone, DEMO_RESIDENT.phone));
  await insertAll(tx, residentHomes, [
    { residentIdx: resident!.residentIdx, apartmentIdx: home.apartmentIdx, areaIdx: area?.areaIdx ?? null, dong: '101', ho: '1203', moveInDate: '2026-12-19', isCurrent: true },
  ]);  // A 혜택·이벤트 message (they agreed to them): their 알림함 shows it marked 광고 once it is sent, which by
  // night waits until 08:00 as the law wants (docs/NOTIFICATIONS.md). Their orders' notices follow at the first start.
  await queueResidentNotice(tx, {
    residentIdx: resident!.residentIdx,
    phone: DEMO_RESIDENT.phone,
    kind: 'marketing',
    title: '결제 금액별 상품권 이벤트가 열렸어요',
    body: '입주 서비스를 한 번에 결제하면 금액에 따라 상품권을 드려요. 이벤트 페이지에서 구간을 확인해 보세요.',
    link: '/events/2',
  });
}

/** Moves identity/serial sequences past the fixed ids, so rows created later get fresh ids. */
async function moveSequences(tx: Tx) {
  const targets: Array<[string, string]> = [
    ['items', 'item_idx'],
    ['apartments', 'apartment_idx'],
    ['partners', 'partner_idx'],
    ['item_images', 'image_idx'],
    ['item_option_groups', 'group_idx'],
    ['item_options', 'option_idx'],
    ['item_sections', 'section_idx'],
  ];
  for (const [table, column] of targets) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select coalesce(max(${column}), 0) from ${table}), 1))`,
      ),
    );
  }
}
