import type { RefundPolicy } from '@ipju/contract';
import { describe, expect, it } from 'vitest';
import { dateChangeRule } from './date-change';
import { BUILT_IN_REFUND_POLICY, toRefundPolicy } from './refund-policy';

const POLICY: RefundPolicy = toRefundPolicy(BUILT_IN_REFUND_POLICY); // date change until 2 days before
const TODAY = '2026-12-30';
const paid = (visitDate: string | null, dateUndecided = false) => ({ status: 'awaiting_work' as const, visitDate, dateUndecided });

describe('dateChangeRule', () => {
  it('allows a change until dateChangeDays before the visit, across the year end', () => {
    expect(dateChangeRule(POLICY, paid('2027-01-01'), TODAY)).toEqual({ allowed: true, reason: null });
    expect(dateChangeRule(POLICY, paid('2027-02-07'), TODAY)).toEqual({ allowed: true, reason: null });
    expect(dateChangeRule(POLICY, paid('2026-12-31'), TODAY)).toEqual({
      allowed: false,
      reason: '일정은 방문 2일 전까지만 바꿀 수 있어요. 업체에 문의해 주세요.',
    });
    expect(dateChangeRule(POLICY, paid(TODAY), TODAY).allowed).toBe(false);
    expect(dateChangeRule(POLICY, paid('2026-12-20'), TODAY)).toEqual({
      allowed: false,
      reason: '방문일이 지나 일정을 바꿀 수 없어요. 업체에 문의해 주세요.',
    });
  });

  it('always allows choosing a date while it is undecided or not chosen', () => {
    expect(dateChangeRule(POLICY, paid(null, true), TODAY)).toEqual({ allowed: true, reason: null });
    expect(dateChangeRule(POLICY, paid(null), TODAY)).toEqual({ allowed: true, reason: null });
    expect(dateChangeRule(POLICY, { status: 'awaiting_deposit', visitDate: '2027-01-05', dateUndecided: false }, TODAY).allowed).toBe(true);
  });

  it('uses the policy: 3 days, or 0 (until the visit day)', () => {
    const three = { ...POLICY, dateChangeDays: 3 };
    expect(dateChangeRule(three, paid('2027-01-02'), TODAY).allowed).toBe(true);
    expect(dateChangeRule(three, paid('2027-01-01'), TODAY).reason).toBe('일정은 방문 3일 전까지만 바꿀 수 있어요. 업체에 문의해 주세요.');
    const sameDay = { ...POLICY, dateChangeDays: 0 };
    expect(dateChangeRule(sameDay, paid(TODAY), TODAY).allowed).toBe(true);
    expect(dateChangeRule(sameDay, paid('2026-12-29'), TODAY).allowed).toBe(false);
  });

  it('refuses once the work started, and for finished or unpaid lines', () => {
    expect(dateChangeRule(POLICY, { status: 'in_progress', visitDate: '2027-01-10', dateUndecided: false }, TODAY)).toEqual({
      allowed: false,
      reason: '시공이 시작된 뒤에는 일정을 바꿀 수 없어요. 업체에 문의해 주세요.',
    });
    for (const status of ['completed', 'cancelled', 'payment_failed', 'payment_pending'] as const) {
      const rule = dateChangeRule(POLICY, { status, visitDate: null, dateUndecided: true }, TODAY);
      expect(rule.allowed, status).toBe(false);
      expect(rule.reason, status).toMatch(/[가-힣]/);
    }
  });
});
