import { z } from 'zod';
import { COUPON_STATUSES } from './commerce-labels';
import { idListQuery, idParam, idValue, isoTime } from './fields';

/**
 * Coupons (/coupons). A coupon (couponIdx) is a kind of discount: a fixed amount, or a percentage with a
 * cap; a minimum order amount; eligible categories or items (none: every service); a validity window
 * (fixed end, or a number of days after it is issued); a per-person limit and a total issuance cap.
 * A resident holds issued copies ("my coupons", residentCouponIdx). At payment the resident names
 * coupons by couponIdx and the server uses their copy that expires first.
 *
 * Combining: several coupons may be used in one payment when they cover different services; a service is
 * discounted by one coupon at most (a coupon for every service therefore goes alone).
 */

export const couponDiscountType = z.enum(['fixed', 'percent']);

export const coupon = z.object({
  couponIdx: z.number().int(),
  name: z.string(),
  description: z.string(),
  discountType: couponDiscountType,
  discountValue: z.number().int().describe('fixed: 원, percent: %'),
  maxDiscount: z.number().int().nullable().describe('percent 쿠폰의 최대 할인 (원)'),
  minOrderAmount: z.number().int().describe('적용 대상 금액이 이 이상일 때 사용 (원)'),
  scopeLabel: z.string().describe('예: 입주청소 전용, 모든 서비스'),
  categoryCodes: z.array(z.string()),
  itemIdxs: z.array(z.number().int()),
  validFrom: isoTime,
  validUntil: isoTime.nullable(),
  validDays: z.number().int().nullable().describe('받은 날부터 며칠 동안 쓸 수 있는지 (validUntil보다 먼저 끝나면 그날까지)'),
  perPersonLimit: z.number().int(),
  remaining: z.number().int().nullable().describe('남은 발급 수량 (제한 없으면 null)'),
});
export type Coupon = z.infer<typeof coupon>;

/** A coupon offered for download on an item page (GET /coupons/{itemIdx}). */
export const downloadableCoupon = coupon.extend({
  heldCount: z.number().int().describe('내가 받은 장수 (로그인하지 않았으면 0)'),
  canDownload: z.boolean(),
  reason: z.string().nullable().describe('받을 수 없는 이유'),
});
export type DownloadableCoupon = z.infer<typeof downloadableCoupon>;

/** One issued copy of a coupon that the resident holds. */
export const myCoupon = coupon.extend({
  residentCouponIdx: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  issuedAt: isoTime,
  expiresAt: isoTime.nullable(),
  usedAt: isoTime.nullable(),
  merchantUid: z.string().nullable().describe('사용했거나 결제 중인 주문'),
});
export type MyCoupon = z.infer<typeof myCoupon>;

/** A held coupon judged against the current cart (GET /coupons/usable). */
export const usableCoupon = myCoupon.extend({
  usable: z.boolean(),
  reason: z.string().nullable().describe('쓸 수 없는 이유 (예: 30,000원 더 담으면 쓸 수 있어요)'),
  discount: z.number().int().describe('이 장바구니에 쓰면 할인되는 금액 (원)'),
  eligibleCartIdxs: z.array(z.number().int()).describe('이 쿠폰이 할인하는 장바구니 상품'),
});
export type UsableCoupon = z.infer<typeof usableCoupon>;

/** A coupon the resident can still download that would discount these lines (GET /coupons/checkout). */
export const checkoutDownloadableCoupon = downloadableCoupon.extend({
  usable: z.boolean().describe('받으면 이 주문에 쓸 수 있는지'),
  reason: z.string().nullable().describe('받아도 쓸 수 없는 이유, 또는 받을 수 없는 이유'),
  discount: z.number().int().describe('받아서 이 주문에 쓰면 할인되는 금액 (원)'),
  eligibleCartIdxs: z.array(z.number().int()),
});
export type CheckoutDownloadableCoupon = z.infer<typeof checkoutDownloadableCoupon>;

/** The coupon sheet of checkout: held coupons, ones still to download, and the best combination. */
export const checkoutCoupons = z.object({
  held: z.array(usableCoupon),
  downloadable: z.array(checkoutDownloadableCoupon).describe('아직 받지 않았지만 이 주문에 쓸 수 있는 쿠폰 (받기: POST /coupons/download)'),
  best: z
    .object({ couponIdxs: z.array(z.number().int()), discount: z.number().int() })
    .describe('받은 쿠폰 중 할인이 가장 큰 조합 (서비스 하나에 쿠폰 하나): 결제 화면이 기본으로 적용해요 (최대 할인 적용)'),
  bestWithDownloads: z
    .object({
      couponIdxs: z.array(z.number().int()).describe('조합에 드는 쿠폰 (받은 것과 받을 것)'),
      downloadCouponIdxs: z.array(z.number().int()).describe('그중 아직 받지 않은 쿠폰'),
      discount: z.number().int(),
    })
    .nullable()
    .describe('받을 수 있는 쿠폰까지 넣은 최대 할인 조합: best보다 할인이 클 때만 (쿠폰 받고 최대 할인 적용). 쿠폰은 입주민이 누를 때만 받아요'),
});
export type CheckoutCoupons = z.infer<typeof checkoutCoupons>;

export const couponItemPath = z.object({ itemIdx: idParam('상품 번호') });

export const downloadCouponBody = z.object({ couponIdx: idValue('쿠폰 번호') });

export const couponCodeBody = z.object({
  couponCode: z
    .string({ error: '쿠폰 코드를 입력해 주세요.' })
    .trim()
    .toUpperCase()
    .min(1, { error: '쿠폰 코드를 입력해 주세요.' })
    .max(30, { error: '쿠폰 코드는 30자 이하로 입력해 주세요.' })
    .regex(/^[A-Z0-9-]+$/, { error: '쿠폰 코드는 영문과 숫자로 입력해 주세요.' }),
});

export const couponIdsQuery = z.object({ couponIdxs: idListQuery('쿠폰 번호', 50) });

export const usableCouponsQuery = z.object({
  cartIdxs: idListQuery('장바구니 번호', 50).optional().describe('없으면 장바구니 전체'),
});

export const myCouponsQuery = z.object({
  status: z
    .enum(COUPON_STATUSES, { error: '쿠폰 상태는 available, reserved, used, expired 중 하나여야 해요.' })
    .optional(),
});

/** GET /coupons/resident_idx: the signed-in resident's coupon counts (my-page badge). */
export const couponSummary = z.object({
  residentIdx: z.number().int(),
  availableCount: z.number().int(),
  expiringSoonCount: z.number().int().describe('7일 안에 만료되는 쿠폰'),
});

export const issuedCoupons = z.object({ coupons: z.array(myCoupon) });

export const appCouponResult = z.object({
  coupons: z.array(myCoupon).describe('이번에 받은 앱 전용 쿠폰'),
});
