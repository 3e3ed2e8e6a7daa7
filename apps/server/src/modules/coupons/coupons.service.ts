import type { Coupon, CouponStatus, DownloadableCoupon, MyCoupon, UsableCoupon } from '@ipju/contract';
import type { Db } from '../../db/client';
import { AppError, cartLinesNotFound } from '../../lib/errors';
import { isNativeAppUserAgent } from '../../lib/native-app';
import { checkoutCoupons, evaluateCoupons, type CartLinesReader, type CouponLineInput } from './coupon-checkout';
import { assertWithinValidity, issueCopy, perPersonLimitMessage, SOLD_OUT } from './coupon-issuing';
import { categoryCodesOf, toCoupon, toMyCoupon } from './coupons.mapper';
import * as repo from './coupons.repository';

export type { CartLinesReader } from './coupon-checkout';

const DAY_MS = 86_400_000;
/** "곧 만료" on the my-page badge. */
const EXPIRING_SOON_DAYS = 7;

const ALREADY_DOWNLOADED = '이미 받은 쿠폰이에요.';
const ALREADY_REGISTERED = '이미 등록한 쿠폰 코드예요.';
const CODE_NOT_FOUND = '쿠폰 코드를 찾을 수 없어요. 코드를 확인해 주세요.';

const fieldError = (code: 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN', field: string, message: string) =>
  new AppError(code, message, [{ field, message }]);

export function createCouponsService(deps: { db: Db }, ports: { readCartLines: CartLinesReader }) {
  const { db } = deps;

  async function toMyCoupons(rows: repo.CopyWithCoupon[], now: Date): Promise<MyCoupon[]> {
    const labels = await repo.categoryLabels(db, categoryCodesOf(rows.map((r) => r.coupon)));
    return rows.map((r) => toMyCoupon(r, labels, now));
  }

  /** The resident's cart lines (all, or the named ones: a name not in their cart is a 404 on cartIdxs). */
  async function cartLinesOf(residentIdx: number, cartIdxs?: number[]) {
    const lines = await ports.readCartLines(residentIdx, cartIdxs);
    if (cartIdxs) {
      const found = new Set(lines.map((l) => l.key));
      const missing = [...new Set(cartIdxs)].filter((idx) => !found.has(idx));
      if (missing.length) throw cartLinesNotFound('cartIdxs');
    }
    return lines;
  }

  /** The issued copies as the resident now sees them. */
  async function issuedCoupons(residentCouponIdxs: number[]) {
    return { coupons: await toMyCoupons(await repo.findCopies(db, residentCouponIdxs), new Date()) };
  }

  return {
    async listMine(residentIdx: number, status?: CouponStatus): Promise<MyCoupon[]> {
      const mine = await toMyCoupons(await repo.listCopies(db, residentIdx), new Date());
      return status ? mine.filter((c) => c.status === status) : mine;
    },

    /** Coupons offered on an item page, with what the signed-in resident already holds. */
    async listForItem(itemIdx: number, residentIdx: number | null): Promise<DownloadableCoupon[]> {
      const item = await repo.findActiveItem(db, itemIdx);
      if (!item) throw new AppError('NOT_FOUND', '상품을 찾을 수 없어요. 판매가 끝났거나 없는 상품이에요.');
      const rows = await repo.listDownloadableForItem(db, item, new Date());
      const held = residentIdx === null ? new Map<number, number>() : await repo.countHeld(db, residentIdx, rows.map((r) => r.couponIdx));
      const labels = await repo.categoryLabels(db, categoryCodesOf(rows));
      return rows.map((row) => {
        const heldCount = held.get(row.couponIdx) ?? 0;
        const limitReached = heldCount >= row.perPersonLimit;
        const soldOut = row.totalLimit !== null && row.issuedCount >= row.totalLimit;
        const reason = limitReached
          ? perPersonLimitMessage(row.perPersonLimit, ALREADY_DOWNLOADED)
          : soldOut
            ? SOLD_OUT
            : null;
        return { ...toCoupon(row, labels), heldCount, canDownload: reason === null, reason };
      });
    },

    async download(residentIdx: number, couponIdx: number) {
      const now = new Date();
      const coupon = await repo.findCoupon(db, couponIdx);
      if (!coupon?.isActive || !coupon.downloadable) {
        throw fieldError('NOT_FOUND', 'couponIdx', '쿠폰을 찾을 수 없어요. 종료되었거나 내려받을 수 없는 쿠폰이에요.');
      }
      assertWithinValidity(coupon, now, 'couponIdx', {
        notYet: '아직 받을 수 없는 쿠폰이에요.',
        ended: '받을 수 있는 기간이 끝난 쿠폰이에요.',
      });
      const copy = await db.transaction((tx) =>
        issueCopy(tx, { couponIdx, residentIdx, source: 'download', now, field: 'couponIdx', already: ALREADY_DOWNLOADED }),
      );
      return issuedCoupons([copy.residentCouponIdx]);
    },

    /** Registers a code coupon (codes are stored uppercase; the schema uppercases the input). */
    async registerCode(residentIdx: number, couponCode: string) {
      const now = new Date();
      const coupon = await repo.findCouponByCode(db, couponCode);
      if (!coupon?.isActive) throw fieldError('NOT_FOUND', 'couponCode', CODE_NOT_FOUND);
      assertWithinValidity(coupon, now, 'couponCode', {
        notYet: '아직 등록할 수 없는 쿠폰 코드예요.',
        ended: '사용 기간이 끝난 쿠폰 코드예요.',
      });
      const copy = await db.transaction((tx) =>
        issueCopy(tx, { couponIdx: coupon.couponIdx, residentIdx, source: 'code', now, field: 'couponCode', already: ALREADY_REGISTERED }),
      );
      return issuedCoupons([copy.residentCouponIdx]);
    },

    async getByIds(couponIdxs: number[]): Promise<Coupon[]> {
      const rows = await repo.findCouponsByIds(db, [...new Set(couponIdxs)]);
      const labels = await repo.categoryLabels(db, categoryCodesOf(rows));
      return rows.map((r) => toCoupon(r, labels));
    },

    /** Held coupons judged against the resident's cart (all lines, or the chosen ones). */
    async listUsable(residentIdx: number, cartIdxs?: number[]): Promise<UsableCoupon[]> {
      return evaluateCoupons(db, residentIdx, await cartLinesOf(residentIdx, cartIdxs));
    },

    /** The checkout coupon sheet for these cart lines: held, still to download, and the best combination. */
    async listForCheckout(residentIdx: number, cartIdxs?: number[]) {
      return checkoutCoupons(db, residentIdx, await cartLinesOf(residentIdx, cartIdxs));
    },

    /**
     * The same coupon sheet for lines that are not a cart (the move-in calculator's chosen services, keys
     * chosen by the caller), for a resident or for someone signed out (then only coupons on offer count).
     */
    async couponsForLines(residentIdx: number | null, lines: CouponLineInput[]) {
      return checkoutCoupons(db, residentIdx, lines);
    },

    async summary(residentIdx: number) {
      const now = new Date();
      const available = await repo.listAvailableCopies(db, residentIdx, now);
      const soon = now.getTime() + EXPIRING_SOON_DAYS * DAY_MS;
      return {
        residentIdx,
        availableCount: available.length,
        expiringSoonCount: available.filter((r) => r.copy.expiresAt && r.copy.expiresAt.getTime() <= soon).length,
      };
    },

    /**
     * The native app's welcome coupons, once per account: marking the account and issuing every app
     * coupon happen in one transaction, so a failure leaves the account able to try again. A coupon that
     * is sold out (or already held) is skipped in its own savepoint; with nothing to give, nothing is marked.
     */
    async receiveAppCoupon(residentIdx: number, userAgent: string | undefined) {
      if (!isNativeAppUserAgent(userAgent)) {
        throw new AppError('FORBIDDEN', '앱에서만 받을 수 있어요. 입주 앱에서 다시 시도해 주세요.');
      }
      const now = new Date();
      const issued = await db.transaction(async (tx) => {
        if (!(await repo.markAppCouponReceived(tx, residentIdx, now))) {
          throw new AppError('CONFLICT', '이미 앱 쿠폰을 받았어요.');
        }
        const ids: number[] = [];
        for (const coupon of await repo.listAppRewardCoupons(tx, now)) {
          try {
            const copy = await tx.transaction((sp) =>
              issueCopy(sp, { couponIdx: coupon.couponIdx, residentIdx, source: 'app', now, field: 'couponIdx', already: ALREADY_DOWNLOADED }),
            );
            ids.push(copy.residentCouponIdx);
          } catch (error) {
            if (error instanceof AppError && error.code === 'CONFLICT') continue;
            throw error;
          }
        }
        if (!ids.length) throw new AppError('NOT_FOUND', '지금 받을 수 있는 앱 쿠폰이 없어요. 다음 이벤트 때 다시 확인해 주세요.');
        return ids;
      });
      return issuedCoupons(issued);
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
