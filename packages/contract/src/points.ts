import { z } from 'zod';
import { POINT_REASONS } from './commerce-labels';
import { idParam, isoTime, pageQuery } from './fields';

/**
 * Points (GET /points) and referrals (GET /referrals/{id}/code). One point is one won at payment. The
 * balance is kept on the resident and can never go below zero; every change is a ledger entry. A reward taken
 * back when the balance is short leaves the rest owed (`owed`), paid first from the next points that come in.
 */

export const pointsQuery = z.object(pageQuery);

export const pointEntry = z.object({
  pointIdx: z.number().int(),
  amount: z.number().int().describe('+ 적립, - 사용·회수'),
  balanceAfter: z.number().int(),
  reason: z.enum(POINT_REASONS),
  label: z.string(),
  memo: z.string().nullable(),
  merchantUid: z.string().nullable(),
  createdAt: isoTime,
});
export type PointEntry = z.infer<typeof pointEntry>;

export const pointsPayload = z.object({
  balance: z.number().int(),
  earnedTotal: z.number().int().describe('지금까지 적립한 포인트'),
  owed: z
    .number()
    .int()
    .describe('미회수 포인트: 적립이 취소될 때 보유 포인트가 모자라 아직 빼지 못한 포인트. 앞으로 적립되거나 돌려받는 포인트에서 먼저 빠져요'),
  entries: z.array(pointEntry),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PointsPayload = z.infer<typeof pointsPayload>;

export const referralPath = z.object({ id: idParam('회원 번호') });

export const referralInfo = z.object({
  code: z.string(),
  link: z.string().describe('가입 화면으로 가는 공유 링크 (?ref=코드)'),
  shareText: z.string(),
  referredCount: z.number().int().describe('내 코드로 가입한 이웃 수'),
  pointsEarned: z.number().int().describe('추천으로 받은 포인트'),
  pointsPerReferral: z.number().int(),
});
export type ReferralInfo = z.infer<typeof referralInfo>;

/** A gift voucher earned by a payment (SPEC section 1). */
export const voucher = z.object({
  voucherIdx: z.number().int(),
  merchantUid: z.string(),
  amount: z.number().int(),
  minAmount: z.number().int().describe('이 금액 이상 결제해서 받은 상품권'),
  status: z.enum(['issued', 'withdrawn']),
  statusLabel: z.string(),
  issuedAt: isoTime,
  withdrawnAt: isoTime.nullable(),
});
export type Voucher = z.infer<typeof voucher>;
