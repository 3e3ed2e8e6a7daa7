import { z } from 'zod';

/**
 * The cancellation and refund policy of a service category (kept as data in `refund_policies`, one row
 * per category plus a 'default' row). Counted in Asia/Seoul calendar days before the visit date:
 *
 * - undecided date, or `freeCancelDays` or more days before: cancel free of charge;
 * - 1 to `freeCancelDays - 1` days before: a fee of `lateFeePercent`% of the service's paid amount;
 * - on the visit day (or a passed date while the work has not started): `sameDayFeePercent`%;
 * - once the work has started (시공중) or is done: no online cancel (the partner settles it).
 *
 * The visit date may be changed online until `dateChangeDays` days before the current date.
 * Fees are rounded down to 100 won and taken from the card/account refund first, then from points.
 */
export const refundPolicy = z.object({
  policyKey: z.string().describe("분류 코드 또는 'default'"),
  freeCancelDays: z.number().int(),
  lateFeePercent: z.number().int(),
  sameDayFeePercent: z.number().int(),
  dateChangeDays: z.number().int(),
  summary: z.string().describe('결제 전에 보여 주는 취소·환불 규정 요약'),
});
export type RefundPolicy = z.infer<typeof refundPolicy>;

/** What cancelling a service now would give back (computed by the server at read time). */
export const cancelQuote = z.object({
  cancellable: z.boolean(),
  reason: z.string().nullable().describe('취소할 수 없을 때 그 이유'),
  fee: z.number().int().describe('취소 수수료 (원)'),
  refundAmount: z.number().int().describe('카드·계좌로 돌려받는 금액 (원)'),
  refundPoints: z.number().int().describe('포인트로 돌려받는 금액'),
  couponRestored: z.boolean().describe('사용한 쿠폰을 돌려받는지'),
  message: z.string().describe('예: 방문 3일 전까지는 전액 환불돼요.'),
});
export type CancelQuote = z.infer<typeof cancelQuote>;
