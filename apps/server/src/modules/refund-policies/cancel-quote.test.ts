import type { RefundPolicy } from '@ipju/contract';
import { describe, expect, it } from 'vitest';
import { quoteCancel, type CancellableLine } from './cancel-quote';
import { BUILT_IN_REFUND_POLICY, toRefundPolicy } from './refund-policy';

const POLICY: RefundPolicy = toRefundPolicy(BUILT_IN_REFUND_POLICY); // 3 days free, 10%, same day 30%
const TODAY = '2026-12-01';

/** A paid line (시공대기) of 120,000원: 100,000원 by card and 20,000 points, visiting on `visitDate`. */
const line = (overrides: Partial<CancellableLine> = {}): CancellableLine => ({
  status: 'awaiting_work',
  visitDate: '2026-12-10',
  dateUndecided: false,
  pointsUsed: 20_000,
  payAmount: 100_000,
  refundedAmount: 0,
  refundPending: false,
  ...overrides,
});

describe('quoteCancel: statuses', () => {
  it('cancels before the deposit at once: nothing paid, the points come back', () => {
    expect(quoteCancel(POLICY, line({ status: 'awaiting_deposit', visitDate: TODAY }), TODAY)).toEqual({
      cancellable: true,
      reason: null,
      fee: 0,
      refundAmount: 0,
      refundPoints: 20_000,
      couponRestored: false,
      message: '입금 전이라 바로 취소돼요.',
    });
  });

  it('refuses once the work has started or is done', () => {
    expect(quoteCancel(POLICY, line({ status: 'in_progress' }), TODAY)).toEqual({
      cancellable: false,
      reason: '시공이 시작된 뒤에는 온라인으로 취소할 수 없어요. 업체에 문의해 주세요.',
      fee: 0,
      refundAmount: 0,
      refundPoints: 0,
      couponRestored: false,
      message: '시공이 시작된 뒤에는 온라인으로 취소할 수 없어요. 업체에 문의해 주세요.',
    });
    expect(quoteCancel(POLICY, line({ status: 'completed' }), TODAY)).toMatchObject({
      cancellable: false,
      reason: '시공이 끝난 서비스는 취소할 수 없어요.',
    });
  });

  it('refuses cancelled, failed and unpaid lines, and a line whose refund is being processed', () => {
    for (const status of ['cancelled', 'payment_failed', 'payment_pending'] as const) {
      const quote = quoteCancel(POLICY, line({ status }), TODAY);
      expect(quote.cancellable, status).toBe(false);
      expect(quote.reason, status).toMatch(/[가-힣]/);
      expect(quote).toMatchObject({ fee: 0, refundAmount: 0, refundPoints: 0 });
    }
    expect(quoteCancel(POLICY, line({ refundPending: true }), TODAY)).toMatchObject({
      cancellable: false,
      reason: '환불을 처리하고 있어요.',
    });
  });
});

describe('quoteCancel: the fee by days before the visit', () => {
  const at = (visitDate: string, overrides: Partial<CancellableLine> = {}) =>
    quoteCancel(POLICY, line({ visitDate, ...overrides }), TODAY);

  it('is free from freeCancelDays before', () => {
    for (const visitDate of ['2026-12-04', '2026-12-10', '2027-03-01']) {
      expect(at(visitDate)).toEqual({
        cancellable: true,
        reason: null,
        fee: 0,
        refundAmount: 100_000,
        refundPoints: 20_000,
        couponRestored: false,
        message: '방문 3일 전까지는 전액 환불돼요.',
      });
    }
  });

  it('takes the late fee from freeCancelDays - 1 to 1 day before, out of the card refund first', () => {
    // 10% of 120,000 = 12,000.
    expect(at('2026-12-03')).toEqual({
      cancellable: true,
      reason: null,
      fee: 12_000,
      refundAmount: 88_000,
      refundPoints: 20_000,
      couponRestored: false,
      message: '방문 2일 전이라 취소 수수료 12,000원을 빼고 환불돼요.',
    });
    expect(at('2026-12-02')).toMatchObject({ fee: 12_000, refundAmount: 88_000, message: '방문 1일 전이라 취소 수수료 12,000원을 빼고 환불돼요.' });
  });

  it('takes the same-day fee on the day and after a passed date', () => {
    expect(at(TODAY)).toMatchObject({ fee: 36_000, refundAmount: 64_000, refundPoints: 20_000, message: '방문 당일이라 취소 수수료 36,000원을 빼고 환불돼요.' });
    expect(at('2026-11-28')).toMatchObject({ fee: 36_000, refundAmount: 64_000, message: '방문일이 지나 취소 수수료 36,000원을 빼고 환불돼요.' });
  });

  it('is free while the date is undecided or not chosen', () => {
    const free = { fee: 0, refundAmount: 100_000, refundPoints: 20_000, message: '방문일이 정해지지 않아 전액 환불돼요.' };
    expect(at('', { visitDate: null, dateUndecided: true })).toMatchObject(free);
    expect(at('', { visitDate: null })).toMatchObject(free);
  });

  it('rounds the fee down to 100 won', () => {
    // 10% of 123,456 = 12,345.6 -> 12,300.
    expect(at('2026-12-02', { payAmount: 123_456, pointsUsed: 0 })).toMatchObject({ fee: 12_300, refundAmount: 111_156 });
    // 10% of 999 = 99.9 -> 0: nothing to take.
    const tiny = at('2026-12-02', { payAmount: 999, pointsUsed: 0 });
    expect(tiny).toMatchObject({ cancellable: true, fee: 0, refundAmount: 999 });
    expect(tiny.message).toContain('전액 환불');
  });

  it('takes the fee from the points when the line was paid with points only', () => {
    expect(at(TODAY, { payAmount: 0, pointsUsed: 50_000 })).toMatchObject({
      fee: 15_000,
      refundAmount: 0,
      refundPoints: 35_000,
    });
  });

  it('takes the rest of a fee bigger than the card refund from the points', () => {
    // 30% of 50,000 = 15,000: the card part (10,000) goes entirely, 5,000 comes out of the points.
    expect(at(TODAY, { payAmount: 10_000, pointsUsed: 40_000 })).toMatchObject({
      fee: 15_000,
      refundAmount: 0,
      refundPoints: 35_000,
    });
  });

  it('counts what was already refunded to the card, never refunding more than is left', () => {
    // 40,000 of 100,000 already refunded: 60,000 left; the same-day fee (36,000) comes out of it.
    expect(at(TODAY, { refundedAmount: 40_000 })).toMatchObject({ fee: 36_000, refundAmount: 24_000, refundPoints: 20_000 });
    // 90,000 refunded: 10,000 left and 20,000 points; the fee takes both and stops at what is left.
    expect(at(TODAY, { refundedAmount: 90_000 })).toMatchObject({ fee: 30_000, refundAmount: 0, refundPoints: 0 });
  });

  it('never takes more than the line has left, and always splits it exactly', () => {
    const strict: RefundPolicy = { ...POLICY, sameDayFeePercent: 100 };
    const quote = quoteCancel(strict, line({ visitDate: TODAY, refundedAmount: 30_000 }), TODAY);
    expect(quote).toMatchObject({ fee: 90_000, refundAmount: 0, refundPoints: 0 });
    for (const visitDate of ['2026-11-30', TODAY, '2026-12-02', '2026-12-03', '2026-12-04']) {
      for (const [payAmount, pointsUsed, refundedAmount] of [
        [100_000, 20_000, 0],
        [0, 50_000, 0],
        [10_000, 40_000, 5_000],
        [77_777, 3_333, 0],
      ] as const) {
        const q = quoteCancel(POLICY, line({ visitDate, payAmount, pointsUsed, refundedAmount }), TODAY);
        expect(q.fee + q.refundAmount + q.refundPoints).toBe(payAmount - refundedAmount + pointsUsed);
        expect(q.fee % 100).toBe(0);
        expect(q.refundAmount).toBeGreaterThanOrEqual(0);
        expect(q.refundPoints).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('quoteCancel: other policies', () => {
  it('uses the policy numbers (7 days free, 20%, same day 50%)', () => {
    const materials: RefundPolicy = { ...POLICY, policyKey: 'coatpnt', freeCancelDays: 7, lateFeePercent: 20, sameDayFeePercent: 50 };
    const q = (visitDate: string) => quoteCancel(materials, line({ visitDate, payAmount: 500_000, pointsUsed: 0 }), TODAY);
    expect(q('2026-12-08')).toMatchObject({ fee: 0, message: '방문 7일 전까지는 전액 환불돼요.' });
    expect(q('2026-12-07')).toMatchObject({ fee: 100_000, refundAmount: 400_000, message: '방문 6일 전이라 취소 수수료 100,000원을 빼고 환불돼요.' });
    expect(q('2026-12-02')).toMatchObject({ fee: 100_000 });
    expect(q(TODAY)).toMatchObject({ fee: 250_000, refundAmount: 250_000 });
  });

  it('with freeCancelDays 1 goes from free straight to the same-day fee', () => {
    const oneDay: RefundPolicy = { ...POLICY, freeCancelDays: 1 };
    expect(quoteCancel(oneDay, line({ visitDate: '2026-12-02' }), TODAY)).toMatchObject({ fee: 0, message: '방문 1일 전까지는 전액 환불돼요.' });
    expect(quoteCancel(oneDay, line({ visitDate: TODAY }), TODAY)).toMatchObject({ fee: 36_000 });
  });
});
