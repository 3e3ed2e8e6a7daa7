import { formatWon, type CheckoutCoupons, type UsableCoupon } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { withJosa } from '../../lib/josa';
import { allocate, bestCouponCombination, couponDiscount, eligibleLines } from './coupon-rules';
import { categoryCodesOf, toCoupon, toMyCoupon } from './coupons.mapper';
import * as repo from './coupons.repository';

/**
 * What payment (billing) uses of coupons, inside its own transactions: plan the discount of the chosen
 * coupons over the cart lines, reserve the copies for the order, mark them used once paid, and give them
 * back when the payment fails or the services they covered are cancelled.
 */

/** A cart line as coupons see it: key = the cart line id; price = the line's total after the complex special price (won). */
export interface CouponLineInput {
  key: number;
  itemIdx: number;
  categoryCode: string;
  price: number;
}

/** The resident's cart lines (all of them, or the given cart ids), priced; the cart module provides it. */
export type CartLinesReader = (residentIdx: number, cartIdxs?: number[]) => Promise<CouponLineInput[]>;

export interface CouponPlan {
  couponIdx: number;
  /** The copy to reserve: the resident's available copy of this coupon that expires first. */
  residentCouponIdx: number;
  name: string;
  discount: number;
  /** Every line the coupon covers (a share may be 0); the shares add up to `discount`. */
  allocations: Array<{ key: number; discount: number }>;
}

const NO_ELIGIBLE_LINES = '이 장바구니에는 쓸 수 있는 서비스가 없어요';
const COUPON_TAKEN = '이미 사용 중인 쿠폰이 있어요. 쿠폰을 다시 골라 주세요.';

const couponsField = (code: 'VALIDATION' | 'CONFLICT', message: string) =>
  new AppError(code, message, [{ field: 'couponIdxs', message }]);

const sumPrices = (lines: Array<{ price: number }>) => lines.reduce((s, l) => s + l.price, 0);

/**
 * Plans the chosen coupons over the lines without writing anything. Each coupon uses the resident's
 * available copy that expires first, must cover at least one line whose total reaches its minimum, and
 * may not share a line with another chosen coupon (one coupon per service).
 */
export async function planCoupons(
  db: DbOrTx,
  residentIdx: number,
  couponIdxs: number[],
  lines: CouponLineInput[],
  now: Date = new Date(),
): Promise<CouponPlan[]> {
  if (!couponIdxs.length) return [];
  if (new Set(couponIdxs).size !== couponIdxs.length) {
    throw couponsField('VALIDATION', '같은 쿠폰을 두 번 쓸 수 없어요. 쿠폰을 다시 골라 주세요.');
  }
  const firstCopy = new Map<number, Awaited<ReturnType<typeof repo.listAvailableCopies>>[number]>();
  for (const row of await repo.listAvailableCopies(db, residentIdx, now, couponIdxs)) {
    if (!firstCopy.has(row.coupon.couponIdx)) firstCopy.set(row.coupon.couponIdx, row);
  }
  const missing = couponIdxs.filter((idx) => !firstCopy.has(idx));
  const missingNames = new Map((await repo.findCouponsByIds(db, missing)).map((c) => [c.couponIdx, c.name]));

  const plans: CouponPlan[] = [];
  const coveredBy = new Map<number, string>();
  for (const couponIdx of couponIdxs) {
    const row = firstCopy.get(couponIdx);
    if (!row) {
      throw couponsField('CONFLICT', `사용할 수 있는 쿠폰이 없어요: ${missingNames.get(couponIdx) ?? `쿠폰 번호 ${couponIdx}`}`);
    }
    const { coupon, copy } = row;
    const eligible = eligibleLines(coupon, lines);
    if (!eligible.length) throw couponsField('VALIDATION', `${withJosa(coupon.name, '은/는')} 이 주문의 서비스에 쓸 수 없어요.`);
    const total = sumPrices(eligible);
    if (total < coupon.minOrderAmount) {
      throw couponsField(
        'VALIDATION',
        `${withJosa(coupon.name, '은/는')} 적용 서비스 금액이 ${formatWon(coupon.minOrderAmount)} 이상일 때 쓸 수 있어요. ${formatWon(coupon.minOrderAmount - total)} 더 담아 주세요.`,
      );
    }
    for (const line of eligible) {
      const other = coveredBy.get(line.key);
      if (other !== undefined) {
        throw couponsField('VALIDATION', `${withJosa(other, '와/과')} ${withJosa(coupon.name, '은/는')} 같은 서비스에 함께 쓸 수 없어요.`);
      }
    }
    for (const line of eligible) coveredBy.set(line.key, coupon.name);
    const discount = couponDiscount(coupon, total);
    plans.push({
      couponIdx,
      residentCouponIdx: copy.residentCouponIdx,
      name: coupon.name,
      discount,
      allocations: allocate(discount, eligible),
    });
  }
  return plans;
}

/** Every available copy the resident holds, each judged alone against the lines (GET /coupons/usable). */
export async function evaluateCoupons(
  db: DbOrTx,
  residentIdx: number,
  lines: CouponLineInput[],
  now: Date = new Date(),
): Promise<UsableCoupon[]> {
  const copies = await repo.listAvailableCopies(db, residentIdx, now);
  const labels = await repo.categoryLabels(db, categoryCodesOf(copies.map((c) => c.coupon)));
  const judged = copies.map(({ copy, coupon }): UsableCoupon => {
    const base = toMyCoupon({ copy, coupon, merchantUid: null }, labels, now);
    const eligible = eligibleLines(coupon, lines);
    const eligibleCartIdxs = eligible.map((l) => l.key);
    if (!eligible.length) return { ...base, usable: false, reason: NO_ELIGIBLE_LINES, discount: 0, eligibleCartIdxs };
    const total = sumPrices(eligible);
    if (total < coupon.minOrderAmount) {
      const reason = `${formatWon(coupon.minOrderAmount - total)} 더 담으면 쓸 수 있어요`;
      return { ...base, usable: false, reason, discount: 0, eligibleCartIdxs };
    }
    return { ...base, usable: true, reason: null, discount: couponDiscount(coupon, total), eligibleCartIdxs };
  });
  // Usable first, the biggest saving first, then the one that lapses soonest.
  const expiry = (c: UsableCoupon) => (c.expiresAt ? Date.parse(c.expiresAt) : Number.POSITIVE_INFINITY);
  return judged.sort((a, b) => Number(b.usable) - Number(a.usable) || b.discount - a.discount || expiry(a) - expiry(b));
}

/**
 * Holds the copies for the order. Refuses (409, field couponIdxs) when any of them is already held by
 * another order, used or expired; the caller's transaction must then roll back, which also undoes the
 * copies this call did reserve.
 */
export async function reserveCoupons(
  tx: DbOrTx,
  residentCouponIdxs: number[],
  orderIdx: number,
  now: Date = new Date(),
): Promise<void> {
  const ids = [...new Set(residentCouponIdxs)];
  const reserved = await repo.reserveCopies(tx, ids, orderIdx, now);
  if (reserved.length < ids.length) throw couponsField('CONFLICT', COUPON_TAKEN);
}

/** The order was paid: its reserved copies become used. Returns how many. */
export async function markCouponsUsed(tx: DbOrTx, orderIdx: number, now: Date = new Date()): Promise<number> {
  return repo.markCopiesUsed(tx, orderIdx, now);
}

/**
 * Gives the order's copies back to the resident (payment failed or abandoned, or every service a coupon
 * covered was cancelled); only the given copies when passed. Returns how many came back.
 */
export async function releaseCoupons(tx: DbOrTx, orderIdx: number, residentCouponIdxs?: number[]): Promise<number> {
  return repo.releaseCopies(tx, orderIdx, residentCouponIdxs);
}

/** The coupons an order holds or used, for the order detail. */

/**
 * The coupons behind copies an order's lines used, by copy id, whether the order still holds them or gave
 * them back on cancellation (the order detail keeps showing which coupon was applied).
 */
export async function describeCopies(
  db: DbOrTx,
  residentCouponIdxs: number[],
): Promise<Array<{ residentCouponIdx: number; couponIdx: number; name: string }>> {
  return repo.listCopiesByIds(db, [...new Set(residentCouponIdxs)]);
}

/**
 * The checkout coupon sheet (GET /coupons/checkout): the held copies judged against the lines, the coupons
 * still to download that would discount them (not sold out, under the per-person limit, no available copy
 * held), and the best combination of the held ones (bestCouponCombination), which the payment page
 * applies by default.
 */
export async function checkoutCoupons(
  db: DbOrTx,
  residentIdx: number | null,
  lines: CouponLineInput[],
  now: Date = new Date(),
): Promise<CheckoutCoupons> {
  // Signed out (the move-in calculator): nothing is held, every coupon on offer is still to download.
  const held = residentIdx === null ? [] : await evaluateCoupons(db, residentIdx, lines, now);
  const offered = (await repo.listDownloadable(db, now)).filter((c) => eligibleLines(c, lines).length > 0);
  const counts =
    residentIdx === null ? new Map<number, number>() : await repo.countHeld(db, residentIdx, offered.map((c) => c.couponIdx));
  const labels = await repo.categoryLabels(db, categoryCodesOf(offered));
  const holding = new Set(held.map((c) => c.couponIdx));
  const downloadable = offered
    .filter((c) => !holding.has(c.couponIdx) && (counts.get(c.couponIdx) ?? 0) < c.perPersonLimit && (c.totalLimit === null || c.issuedCount < c.totalLimit))
    .map((c) => {
      const eligible = eligibleLines(c, lines);
      const total = sumPrices(eligible);
      const short = total < c.minOrderAmount ? `${formatWon(c.minOrderAmount - total)} 더 담으면 쓸 수 있어요` : null;
      return {
        ...toCoupon(c, labels),
        heldCount: counts.get(c.couponIdx) ?? 0,
        canDownload: true,
        usable: short === null,
        reason: short,
        discount: short === null ? couponDiscount(c, total) : 0,
        eligibleCartIdxs: eligible.map((l) => l.key),
      };
    })
    .sort((a, b) => Number(b.usable) - Number(a.usable) || b.discount - a.discount);
  // One candidate per coupon: its copy that lapses first (evaluateCoupons lists copies soonest first among equals).
  const firstCopy = new Map<number, UsableCoupon>();
  for (const c of held) {
    const seen = firstCopy.get(c.couponIdx);
    if (c.usable && (!seen || (c.expiresAt ?? '9') < (seen.expiresAt ?? '9'))) firstCopy.set(c.couponIdx, c);
  }
  const heldCandidates = [...firstCopy.values()].map((c) => ({
    couponIdx: c.couponIdx,
    discount: c.discount,
    keys: c.eligibleCartIdxs,
    expiresAt: c.expiresAt ? Date.parse(c.expiresAt) : Number.POSITIVE_INFINITY,
  }));
  const best = bestCouponCombination(heldCandidates);
  // The same search with the coupons still to download: offered only when it saves more. A coupon is never
  // downloaded for the resident without a tap (its stock is limited), so `best` stays what is applied by default.
  const toDownload = new Set(downloadable.filter((c) => c.usable).map((c) => c.couponIdx));
  const withDownloads = bestCouponCombination([
    ...heldCandidates,
    ...downloadable
      .filter((c) => toDownload.has(c.couponIdx))
      .map((c) => ({ couponIdx: c.couponIdx, discount: c.discount, keys: c.eligibleCartIdxs, expiresAt: Number.POSITIVE_INFINITY })),
  ]);
  const bestWithDownloads =
    withDownloads.discount > best.discount
      ? { ...withDownloads, downloadCouponIdxs: withDownloads.couponIdxs.filter((id) => toDownload.has(id)) }
      : null;
  return { held, downloadable, best, bestWithDownloads };
}
