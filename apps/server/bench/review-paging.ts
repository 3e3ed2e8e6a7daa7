import { sql } from 'drizzle-orm';
import type { ReviewSortType } from '@ipju/contract';
import type { Db } from '../src/db/client';
import { refreshReviewFigures } from '../src/seed/reviews';
import { decodeCursor, encodeCursor, itemReviewPageQuery, sortKeyOf } from '../src/modules/reviews';
import { measure, warmUp, type LoadResult } from './load';

/**
 * Review paging: 100,000 reviews of one item, seeded with set-based SQL (generate_series: residents,
 * paid orders, finished lines, reviews), then GET /api/v2/items/{id}/reviews measured on the first page
 * and on a page after 100,000 reviews (the cursor of the 99,990th), for the newest and the highest-rating
 * sort. Keyset paging makes the deep page an index range scan starting at the cursor, so its p99 should be
 * about the first page's (target ratio < 1.5). EXPLAIN shows the plan of each deep page.
 */

export const REVIEW_COUNT = 100_000;
/** The deep page starts after the 99,990th review: its cursor is that review's key, and 10 reviews follow. */
const DEEP_OFFSET = REVIEW_COUNT - 11;
const PAGE = 10;
const BENCH_RESIDENTS = 1_000;

export interface PagingFigures {
  sort: ReviewSortType;
  first: LoadResult;
  deep: LoadResult;
  ratio: number;
  plan: string[];
  /** The index the deep page's scan of reviews starts from the cursor in (null: not a range scan, or sorted). */
  rangeIndex: string | null;
}

/**
 * Whether the plan reads reviews with an index scan whose Index Cond holds the cursor comparison (a range
 * scan starting at the cursor), with no Sort node: the cost then does not grow with the page's depth.
 */
export function rangeScanIndex(plan: string[]): string | null {
  if (plan.some((l) => /^\s*(->\s*)?(Incremental )?Sort\b/.test(l))) return null;
  const at = plan.findIndex((l) => /Index (Only )?Scan( Backward)? using \w+ on reviews\b/.test(l));
  if (at < 0) return null;
  const cond = plan.slice(at + 1).find((l) => /Index Cond:/.test(l)) ?? '';
  if (!/review_idx\)? </.test(cond) && !/ROW\(.*\) < ROW\(/.test(cond)) return null;
  return /using (\w+)/.exec(plan[at]!)![1]!;
}

/** Creates the item and its 100,000 reviews; returns the item id. */
export async function seedManyReviews(db: Db): Promise<number> {
  const rows = await db.execute<{ item_idx: number }>(sql`
    insert into items (category_code, partner_idx, name, summary, base_price, thumbnail_url)
    select category_code, partner_idx, '벤치마크 입주청소 (후기 10만 건)', '후기 페이지 속도 측정용 상품이에요.', base_price, thumbnail_url
    from items order by item_idx limit 1
    returning item_idx`);
  const itemIdx = Number(rows.rows[0]!.item_idx);
  await db.execute(sql`
    insert into residents (phone, name, referral_code, terms_agreed_at, privacy_agreed_at)
    select null, '벤치 이웃 ' || n, 'BENCH' || lpad(n::text, 6, '0'), now(), now()
    from generate_series(1, ${BENCH_RESIDENTS}) n`);
  await db.execute(sql`
    insert into orders (merchant_uid, order_no, resident_idx, order_name, pay_method, payment_status, regular_total, special_discount,
                        items_total, coupon_discount, points_used, amount, paid_at, created_at)
    select 'bench_' || lpad(n::text, 7, '0'), 'BENCH-' || lpad(n::text, 7, '0'), r.resident_idx, '벤치마크 입주청소', 'card', 'paid', 300000, 0, 300000, 0, 0, 300000,
           now() - interval '200 days', now() - interval '200 days'
    from generate_series(1, ${REVIEW_COUNT}) n
    join (select resident_idx, row_number() over (order by resident_idx) - 1 as k
          from residents where referral_code like 'BENCH%') r on r.k = n % ${BENCH_RESIDENTS}`);
  await db.execute(sql`
    insert into order_lines (order_idx, item_idx, partner_idx, category_code, item_name, category_name, company_name, thumbnail_url,
                             apartment_idx, apartment_name, pyeong, options, quantity, visit_time_set, regular_price, special_discount,
                             price, pay_amount, status, visit_date, completed_at)
    select o.order_idx, i.item_idx, i.partner_idx, i.category_code, i.name, c.name, p.company_name, i.thumbnail_url,
           a.apartment_idx, a.name, 25 + (o.order_idx % 4) * 5,
           '[{"optionIdx":0,"groupName":"평형","kind":"pyeong","name":"25~34평","price":300000}]'::jsonb, 1, 'morningAfternoon',
           300000, 0, 300000, 300000, 'completed', (now() - interval '150 days')::date, now() - interval '150 days'
    from orders o
    join items i on i.item_idx = ${itemIdx}
    join categories c on c.code = i.category_code
    join partners p on p.partner_idx = i.partner_idx
    join apartments a on a.apartment_idx = 1 + o.order_idx % 3
    where o.merchant_uid like 'bench%'`);
  await db.execute(sql`
    insert into reviews (line_idx, order_idx, resident_idx, item_idx, partner_idx, category_code, rating, content, photos, photo_count,
                         apartment_idx, apartment_name, pyeong, helpful_count, created_at)
    select l.line_idx, l.order_idx, o.resident_idx, l.item_idx, l.partner_idx, l.category_code,
           1 + (l.line_idx::bigint * 7919) % 5,
           '벤치마크 후기 ' || l.line_idx || '번: 꼼꼼하게 청소해 주셔서 만족스러워요.',
           case when l.line_idx % 4 = 0 then '[{"key":null,"url":"/files/seed/cat-cleaning-2.webp","width":1200,"height":900}]'::jsonb else '[]'::jsonb end,
           case when l.line_idx % 4 = 0 then 1 else 0 end,
           l.apartment_idx, l.apartment_name, l.pyeong, (l.line_idx * 31) % 40,
           now() - interval '100 days' + (l.line_idx % 100000) * interval '1 minute'
    from order_lines l join orders o on o.order_idx = l.order_idx
    where l.item_idx = ${itemIdx}
    order by l.line_idx`);
  await refreshReviewFigures(db);
  await db.execute(sql`analyze reviews`);
  await db.execute(sql`analyze order_lines`);
  await db.execute(sql`analyze orders`);
  return itemIdx;
}

/** The cursor after the review at `offset` in the sort's order (what a client would hold that deep). */
async function cursorAt(db: Db, itemIdx: number, sort: ReviewSortType, offset: number): Promise<string> {
  const order =
    sort === 'latest'
      ? sql`review_idx desc`
      : sort === 'highest'
        ? sql`rating desc, review_idx desc`
        : sort === 'lowest'
          ? sql`(6 - rating) desc, review_idx desc`
          : sql`helpful_count desc, review_idx desc`;
  const rows = await db.execute<{ review_idx: number; rating: number; helpful_count: number }>(sql`
    select review_idx, rating, helpful_count from reviews
    where item_idx = ${itemIdx} and status = 'visible' order by ${order} offset ${offset} limit 1`);
  const r = rows.rows[0]!;
  const key = sortKeyOf(sort, { reviewIdx: Number(r.review_idx), rating: Number(r.rating), helpfulCount: Number(r.helpful_count) });
  return encodeCursor({ sort, key });
}

/** EXPLAIN ANALYZE of the deep page's query, as the repository builds it. */
async function explainDeepPage(db: Db, itemIdx: number, sort: ReviewSortType, after: string): Promise<string[]> {
  const query = itemReviewPageQuery(db, { itemIdx, sort, photoOnly: false, cursor: decodeCursor(after, sort), take: PAGE + 1 });
  const rows = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, costs off, timing off, summary off) ${query}`);
  return rows.rows.map((r) => String(r['QUERY PLAN']));
}

export async function benchReviewPaging(
  baseUrl: string,
  db: Db,
  options: { seconds: number; connections: number; log: (line: string) => void },
): Promise<{ itemIdx: number; figures: PagingFigures[] }> {
  const { log } = options;
  const started = performance.now();
  const itemIdx = await seedManyReviews(db);
  log(`seeded ${REVIEW_COUNT.toLocaleString('en-US')} reviews of item ${itemIdx} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const figures: PagingFigures[] = [];
  for (const sort of ['latest', 'highest'] as const) {
    const after = await cursorAt(db, itemIdx, sort, DEEP_OFFSET);
    const base = `${baseUrl}/api/v2/items/${itemIdx}/reviews?sortType=${sort}&limit=${PAGE}`;
    const deepUrl = `${base}&after=${after}`;
    const probe = await fetch(deepUrl);
    const body = (await probe.json()) as { data?: { reviews: unknown[] } };
    if (!probe.ok || !body.data?.reviews.length) log(`warning: the deep ${sort} page answered ${probe.status} with no reviews`);
    await Promise.all([warmUp(base, options.connections / 2), warmUp(deepUrl, options.connections / 2)]);
    // Both pages are measured in the same seconds, half the connections each: whatever else the machine
    // does then (2 cores shared with the load generator) weighs on both alike, so the ratio compares the
    // queries rather than two moments.
    const [first, deep] = await Promise.all([
      measure(`reviews ${sort}, first page`, base, options.seconds, options.connections / 2),
      measure(`reviews ${sort}, after ${(DEEP_OFFSET + 1).toLocaleString('en-US')}`, deepUrl, options.seconds, options.connections / 2),
    ]);
    const plan = await explainDeepPage(db, itemIdx, sort, after);
    figures.push({ sort, first, deep, ratio: first.p99Ms ? deep.p99Ms / first.p99Ms : 0, plan, rangeIndex: rangeScanIndex(plan) });
  }
  return { itemIdx, figures };
}
