import { seoulInstant, seoulToday, UPLOAD_RULES, VISIT_TIME_SETS, type VisitTimeSetKey } from '@ipju/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { apartmentAreas, orderLines, orders, residents, reviewHelpfuls, reviews, uploads, type LineOptionSnapshot, type ReviewPhoto } from '../db/schema';
import { LocalFileStorage } from '../lib/storage';
import type { FileStorage } from '../lib/storage/types';
import { claimOrderNos } from '../modules/billing';
import { REVIEW_PHOTO_SIZE, reviewPhotoRenderer } from './review-photos';
import { APARTMENTS, type SeedApartment, type SeedArea } from './data/apartments';
import { CATEGORIES } from './data/categories';
import { categoryImageUrl, ITEM_IMAGE_SIZE } from './data/images';
import { ITEMS, OPTION_TEMPLATES, PYEONG_TIERS, type SeedItem } from './data/items';
import { PARTNERS } from './data/partners';
import { CATEGORY_REVIEWS, GENERAL_GOOD, GENERAL_LOW, GENERAL_MIXED, NEIGHBOUR_NAMES } from './data/reviews';

/**
 * Demo reviews that come from real orders: 40 neighbours living in seeded complexes (a quarter of them in
 * the demo resident's 잠실래미안아이파크), each review on a paid order whose line the partner finished
 * (시공완료), with the complex and 평형 of that order. Then item_review_stats, items.rating_avg /
 * review_count and partners.rating_avg / review_count are computed from these reviews, replacing the
 * catalogue's placeholder figures: every rating the demo shows is the average of reviews one can read.
 * Deterministic (a hash of fixed numbers, no Math.random), bulk inserts, inside the seed's transaction.
 * Seeded reviews carry no reward points (nobody's balance depends on them).
 */

const NEIGHBOURS = NEIGHBOUR_NAMES.length;
/** Items the demo opens first get enough reviews for a second page. */
const BUSY_ITEMS = new Set([101, 114, 121, 131, 141]);
const FIRST_REVIEW_AT = seoulInstant('2026-05-04', '10:00').getTime();
/** Reviews are spread over this many days before the seed's "today" (2026-11-15). */
const REVIEW_DAYS = 190;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const CHUNK = 300;

/** A small deterministic hash of integers (FNV-1a style), for choices that must not change between runs. */
function mix(...values: number[]): number {
  let h = 2_166_136_261;
  for (const v of values) {
    h ^= v & 0xffff;
    h = Math.imul(h, 16_777_619) >>> 0;
    h ^= v >>> 16;
    h = Math.imul(h, 16_777_619) >>> 0;
  }
  return h;
}

interface Home {
  apartment: SeedApartment;
  area: SeedArea;
}

function neighbourHome(i: number): Home {
  const byIdx = (idx: number) => APARTMENTS.find((a) => a.apartmentIdx === idx)!;
  const others = APARTMENTS.filter((a) => a.apartmentIdx > 3 && a.areas.length > 0);
  const apartment = i % 4 === 0 ? byIdx(1) : i % 4 === 1 ? byIdx(i % 8 === 1 ? 2 : 3) : others[mix(i, 11) % others.length]!;
  return { apartment, area: apartment.areas[mix(i, 7) % apartment.areas.length]! };
}

const seoulDate = (ms: number) => seoulToday(new Date(ms));

/**
 * Gives the reviews that carry photos drawn pictures stored like residents' uploads: the file in storage
 * under review/seed-…, an uploads row owned by the reviewer (type review, uploaded), and the photo's key,
 * address and size on the review. Each scene is rendered once; the files are written in parallel.
 */
async function storeReviewPhotos(tx: Tx, storage: LocalFileStorage, plans: Plan[], residentOf: (neighbour: number) => number) {
  const render = reviewPhotoRenderer();
  const rows: Array<typeof uploads.$inferInsert> = [];
  await Promise.all(
    plans.flatMap((p, i) =>
      p.photos.map(async (_, k) => {
        const key = `review/seed-${String(i + 1).padStart(4, '0')}-${k + 1}.webp`;
        const bytes = await render(p.item.code, i + k);
        await storage.save(key, bytes);
        p.photos[k] = { key, url: storage.fileUrl(key), ...REVIEW_PHOTO_SIZE };
        rows.push({
          key,
          type: 'review',
          mimeType: 'image/webp',
          ownerRole: 'resident',
          ownerIdx: residentOf(p.neighbour),
          maxBytes: UPLOAD_RULES.review.maxBytes,
          sizeBytes: bytes.length,
          expiresAt: p.createdAt,
          uploadedAt: p.createdAt,
          createdAt: p.createdAt,
        });
      }),
    ),
  );
  await insertChunks(rows, (chunk) => tx.insert(uploads).values(chunk).onConflictDoNothing());
}

/** The line's options: the 평형 tier for the home (option ids as insertCatalog numbers them) and maybe an add-on. */
function lineOptions(item: SeedItem, pyeong: number, withAddon: boolean) {
  const template = OPTION_TEMPLATES[item.code] ?? { addons: [] };
  const area = item.area === undefined ? template.area : (item.area ?? undefined);
  const addons = item.addons ?? template.addons;
  const tierIndex = item.tiers ? PYEONG_TIERS.findIndex((t) => pyeong >= t.min && pyeong <= t.max) : 0;
  const tierName = item.tiers ? PYEONG_TIERS[tierIndex]!.name : '전 평형';
  const tierPrice = item.tiers ? item.tiers[tierIndex]! : item.flat!;
  const options: LineOptionSnapshot[] = [
    { optionIdx: item.itemIdx * 100 + tierIndex + 1, groupName: '평형', kind: 'pyeong', name: tierName, price: tierPrice, autoSelected: true },
  ];
  if (withAddon && addons.length > 0) {
    const pick = mix(item.itemIdx, pyeong) % addons.length;
    const [name, price] = addons[pick]!;
    const seq = (item.tiers ? PYEONG_TIERS.length : 1) + (area?.options.length ?? 0) + pick + 1;
    options.push({ optionIdx: item.itemIdx * 100 + seq, groupName: '추가 옵션', kind: 'addon', name, price });
  }
  return { options, price: options.reduce((sum, o) => sum + o.price, 0) };
}

function fill(text: string, home: Home, companyName: string) {
  return text.replaceAll('{단지}', home.apartment.name).replaceAll('{평형}', `${home.area.pyeong}평`).replaceAll('{업체}', companyName);
}

interface Plan {
  item: SeedItem;
  neighbour: number;
  rating: number;
  content: string;
  photos: ReviewPhoto[];
  helpers: number[];
  createdAt: Date;
  visitDate: string;
  completedAt: Date;
  confirmedAt: Date | null;
  orderedAt: Date;
  options: ReturnType<typeof lineOptions>['options'];
  price: number;
}

function planReviews(): Plan[] {
  const companyByIdx = new Map(PARTNERS.map((p) => [p.partnerIdx, p.companyName]));
  const plans: Plan[] = [];
  for (const item of ITEMS) {
    // A 방문 견적 item has no catalogue price to have been sold at: its reviews come with real quotes.
    if (item.quoteOnVisit) continue;
    const count = 3 + (mix(item.itemIdx) % 6) + (BUSY_ITEMS.has(item.itemIdx) ? 8 : 0);
    const start = mix(item.itemIdx, 1) % NEIGHBOURS;
    const pool = [...(CATEGORY_REVIEWS[item.code] ?? []), ...GENERAL_GOOD];
    const firstText = mix(item.itemIdx, 2) % pool.length;
    const company = companyByIdx.get(item.partnerIdx)!;
    let positives = 0;
    for (let j = 0; j < count; j++) {
      const neighbour = (start + j * 3) % NEIGHBOURS;
      const home = neighbourHome(neighbour);
      const roll = mix(item.itemIdx, j, 3) % 20;
      let rating: number;
      let text: string;
      if (roll === 0) {
        rating = 2;
        text = GENERAL_LOW[(item.itemIdx + j) % GENERAL_LOW.length]!;
      } else if (roll <= 2) {
        rating = 3;
        text = GENERAL_MIXED[(item.itemIdx + j) % GENERAL_MIXED.length]!;
      } else {
        [rating, text] = pool[(firstText + positives++) % pool.length]!;
      }
      // About a third of the good reviews carry photos; the busy items (opened first in the demo) always some.
      const withPhotos = mix(item.itemIdx, j, 4) % 3 === 0 || (BUSY_ITEMS.has(item.itemIdx) && j % 4 === 1);
      const photoCount = rating >= 3 && withPhotos ? 1 + (mix(item.itemIdx, j, 5) % 2) : 0;
      const photos: ReviewPhoto[] = Array.from({ length: photoCount }, (_, k) => ({
        key: null,
        url: categoryImageUrl(item.code, 2 + ((k + j) % 2)),
        width: ITEM_IMAGE_SIZE.width,
        height: ITEM_IMAGE_SIZE.height,
      }));
      const helpfulRoll = mix(item.itemIdx, j, 6) % 100;
      const helpfulCount =
        helpfulRoll < 40 ? 0 : helpfulRoll < 70 ? 1 + (helpfulRoll % 3) : helpfulRoll < 90 ? 4 + (helpfulRoll % 5) : 9 + (helpfulRoll % 7);
      const createdAt = new Date(
        FIRST_REVIEW_AT + (mix(item.itemIdx, j, 7) % REVIEW_DAYS) * DAY_MS + (mix(item.itemIdx, j, 8) % 12) * HOUR_MS,
      );
      const visitMs = createdAt.getTime() - (1 + (mix(item.itemIdx, j, 9) % 6)) * DAY_MS;
      const visitDate = seoulDate(visitMs);
      const completedAt = seoulInstant(visitDate, '17:00');
      const { options, price } = lineOptions(item, home.area.pyeong, mix(item.itemIdx, j, 10) % 3 === 0);
      plans.push({
        item,
        neighbour,
        rating,
        content: fill(text, home, company),
        photos,
        // Other neighbours (never the author: offsets 1 + 7k stay clear of 0 modulo 40 for k < 17).
        helpers: Array.from({ length: helpfulCount }, (_, k) => (neighbour + 1 + k * 7) % NEIGHBOURS),
        createdAt,
        visitDate,
        completedAt,
        confirmedAt: mix(item.itemIdx, j, 11) % 3 === 0 ? null : new Date(completedAt.getTime() + 20 * HOUR_MS),
        orderedAt: new Date(visitMs - 12 * DAY_MS),
        options,
        price,
      });
    }
  }
  // Ids follow time, so "newest first" (review_idx descending) is also newest by date.
  return plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function insertDemoReviews(tx: Tx, storage?: FileStorage): Promise<void> {
  const categoryByCode = new Map(CATEGORIES.map((c) => [c.code, c]));
  const companyByIdx = new Map(PARTNERS.map((p) => [p.partnerIdx, p.companyName]));
  const homes = Array.from({ length: NEIGHBOURS }, (_, i) => neighbourHome(i));

  // Neighbours: no phone (they never sign in), their home complex and unit size.
  const areaRows = await tx
    .select({ areaIdx: apartmentAreas.areaIdx, apartmentIdx: apartmentAreas.apartmentIdx, typeName: apartmentAreas.typeName })
    .from(apartmentAreas)
    .where(inArray(apartmentAreas.apartmentIdx, [...new Set(homes.map((h) => h.apartment.apartmentIdx))]));
  const areaIdxOf = (h: Home) => areaRows.find((a) => a.apartmentIdx === h.apartment.apartmentIdx && a.typeName === h.area.typeName)?.areaIdx ?? null;
  const joinedAt = seoulInstant('2026-03-02', '09:00');
  const neighbourRows = await tx
    .insert(residents)
    .values(
      homes.map((home, i) => ({
        phone: null,
        name: NEIGHBOUR_NAMES[i]!,
        apartmentIdx: home.apartment.apartmentIdx,
        areaIdx: areaIdxOf(home),
        referralCode: `NBR${String(i + 1).padStart(5, '0')}`,
        termsAgreedAt: joinedAt,
        privacyAgreedAt: joinedAt,
        ageConfirmedAt: joinedAt,
        createdAt: joinedAt,
      })),
    )
    .returning({ residentIdx: residents.residentIdx, referralCode: residents.referralCode });
  const residentOf = (n: number) => neighbourRows.find((r) => r.referralCode === `NBR${String(n + 1).padStart(5, '0')}`)!.residentIdx;

  const plans = planReviews();
  // Local storage gets drawn photos stored like uploads; elsewhere (S3) the category pictures stand in.
  if (storage instanceof LocalFileStorage) await storeReviewPhotos(tx, storage, plans, residentOf);
  const uid = (p: Plan, i: number) => `ipju_${seoulDate(p.orderedAt.getTime()).replaceAll('-', '')}_nb${String(i + 1).padStart(8, '0')}`;

  // Short order numbers in creation order per Seoul day, claimed from the same counters new orders use.
  const byDay = new Map<string, number[]>();
  plans
    .map((p, i) => ({ at: p.orderedAt.getTime(), i }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .forEach(({ at, i }) => byDay.set(seoulDate(at), [...(byDay.get(seoulDate(at)) ?? []), i]));
  const orderNoOf = new Map<number, string>();
  for (const indexes of byDay.values()) {
    const numbers = await claimOrderNos(tx, plans[indexes[0]!]!.orderedAt, indexes.length);
    indexes.forEach((planIndex, k) => orderNoOf.set(planIndex, numbers[k]!));
  }

  const orderIdxByUid = new Map<string, number>();
  await insertChunks(
    plans.map((p, i) => ({ p, i })),
    async (chunk) => {
      const rows = await tx
        .insert(orders)
        .values(
          chunk.map(({ p, i }) => ({
            merchantUid: uid(p, i),
            orderNo: orderNoOf.get(i)!,
            residentIdx: residentOf(p.neighbour),
            orderName: p.item.name,
            payMethod: 'card',
            paymentStatus: 'paid' as const,
            regularTotal: p.price,
            specialDiscount: 0,
            itemsTotal: p.price,
            couponDiscount: 0,
            pointsUsed: 0,
            amount: p.price,
            pgProvider: 'html5_inicis',
            pgPayMethod: 'card',
            paidAt: p.orderedAt,
            createdAt: p.orderedAt,
            updatedAt: p.completedAt,
          })),
        )
        .returning({ orderIdx: orders.orderIdx, merchantUid: orders.merchantUid });
      for (const r of rows) orderIdxByUid.set(r.merchantUid, r.orderIdx);
    },
  );

  const lineIdxByOrder = new Map<number, number>();
  await insertChunks(
    plans.map((p, i) => ({ p, i })),
    async (chunk) => {
      const rows = await tx
        .insert(orderLines)
        .values(
          chunk.map(({ p, i }) => {
            const category = categoryByCode.get(p.item.code)!;
            const home = homes[p.neighbour]!;
            const visitTimeSet = (p.item.visitTimeSet ?? category.visitTimeSet) as VisitTimeSetKey;
            return {
              orderIdx: orderIdxByUid.get(uid(p, i))!,
              itemIdx: p.item.itemIdx,
              partnerIdx: p.item.partnerIdx,
              categoryCode: p.item.code,
              itemName: p.item.name,
              categoryName: category.name,
              companyName: companyByIdx.get(p.item.partnerIdx)!,
              thumbnailUrl: categoryImageUrl(p.item.code, 1),
              apartmentIdx: home.apartment.apartmentIdx,
              apartmentName: home.apartment.name,
              pyeong: home.area.pyeong,
              options: p.options,
              quantity: 1,
              visitTimeSet,
              regularPrice: p.price,
              specialDiscount: 0,
              price: p.price,
              payAmount: p.price,
              status: 'completed',
              visitDate: p.visitDate,
              visitHour: VISIT_TIME_SETS[visitTimeSet][0]?.hour ?? null,
              startedAt: new Date(p.completedAt.getTime() - 6 * HOUR_MS),
              completedAt: p.completedAt,
              confirmedAt: p.confirmedAt,
              createdAt: p.orderedAt,
              updatedAt: p.completedAt,
            };
          }),
        )
        .returning({ lineIdx: orderLines.lineIdx, orderIdx: orderLines.orderIdx });
      for (const r of rows) lineIdxByOrder.set(r.orderIdx, r.lineIdx);
    },
  );

  // One statement per chunk, rows in time order: review ids grow with createdAt.
  const reviewIdxByLine = new Map<number, number>();
  await insertChunks(
    plans.map((p, i) => ({ p, i })),
    async (chunk) => {
      const rows = await tx
        .insert(reviews)
        .values(
          chunk.map(({ p, i }) => {
            const orderIdx = orderIdxByUid.get(uid(p, i))!;
            const home = homes[p.neighbour]!;
            return {
              lineIdx: lineIdxByOrder.get(orderIdx)!,
              orderIdx,
              residentIdx: residentOf(p.neighbour),
              itemIdx: p.item.itemIdx,
              partnerIdx: p.item.partnerIdx,
              categoryCode: p.item.code,
              rating: p.rating,
              content: p.content,
              photos: p.photos,
              photoCount: p.photos.length,
              apartmentIdx: home.apartment.apartmentIdx,
              apartmentName: home.apartment.name,
              pyeong: home.area.pyeong,
              helpfulCount: p.helpers.length,
              createdAt: p.createdAt,
            };
          }),
        )
        .returning({ reviewIdx: reviews.reviewIdx, lineIdx: reviews.lineIdx });
      for (const r of rows) reviewIdxByLine.set(r.lineIdx, r.reviewIdx);
    },
  );

  // 도움이 돼요 marks: helpful_count above equals these rows.
  const marks = plans.flatMap((p, i) => {
    const reviewIdx = reviewIdxByLine.get(lineIdxByOrder.get(orderIdxByUid.get(uid(p, i))!)!)!;
    return p.helpers.map((n, k) => ({
      reviewIdx,
      residentIdx: residentOf(n),
      createdAt: new Date(p.createdAt.getTime() + (k + 1) * 7 * HOUR_MS),
    }));
  });
  await insertChunks(marks, (chunk) => tx.insert(reviewHelpfuls).values(chunk));

  await refreshReviewFigures(tx);
}

/**
 * item_review_stats, items' and partners' rating and count from the visible reviews, for every item and
 * partner at once (three set-based statements; the benchmark's bulk seed uses it too).
 */
export async function refreshReviewFigures(tx: Tx | Db) {
  await tx.execute(sql`
    insert into item_review_stats (item_idx, review_count, rating_sum, rating_1, rating_2, rating_3, rating_4, rating_5, photo_review_count)
    select item_idx, count(*), sum(rating),
      count(*) filter (where rating = 1), count(*) filter (where rating = 2), count(*) filter (where rating = 3),
      count(*) filter (where rating = 4), count(*) filter (where rating = 5), count(*) filter (where photo_count > 0)
    from reviews where status = 'visible' group by item_idx
    on conflict (item_idx) do update set
      review_count = excluded.review_count, rating_sum = excluded.rating_sum,
      rating_1 = excluded.rating_1, rating_2 = excluded.rating_2, rating_3 = excluded.rating_3,
      rating_4 = excluded.rating_4, rating_5 = excluded.rating_5,
      photo_review_count = excluded.photo_review_count, updated_at = now()`);
  await tx.execute(sql`
    update items i set
      rating_avg = coalesce(round(s.rating_sum::numeric / nullif(s.review_count, 0), 1), 0),
      review_count = coalesce(s.review_count, 0)
    from items x left join item_review_stats s on s.item_idx = x.item_idx
    where x.item_idx = i.item_idx`);
  await tx.execute(sql`
    update partners p set
      rating_avg = coalesce(f.avg, 0),
      review_count = coalesce(f.n, 0)
    from partners x left join (
      select i.partner_idx, round(sum(s.rating_sum)::numeric / nullif(sum(s.review_count), 0), 1) as avg, sum(s.review_count)::int as n
      from item_review_stats s join items i on i.item_idx = s.item_idx group by i.partner_idx
    ) f on f.partner_idx = x.partner_idx
    where x.partner_idx = p.partner_idx`);
}
