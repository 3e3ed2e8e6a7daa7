import { describe, expect, it } from 'vitest';
import { cancelFeePercent, dateChangeFeeWarning } from './refund-policy-text';

const policy = { freeCancelDays: 3, lateFeePercent: 10, sameDayFeePercent: 30, dateChangeDays: 2 };
const today = '2026-12-01';

describe('cancelFeePercent', () => {
  it('is free from freeCancelDays days before, the late fee up to the day before, the same-day fee on and after the day', () => {
    expect(cancelFeePercent(policy, null, today)).toBe(0);
    expect(cancelFeePercent(policy, '2026-12-04', today)).toBe(0);
    expect(cancelFeePercent(policy, '2026-12-03', today)).toBe(10);
    expect(cancelFeePercent(policy, '2026-12-02', today)).toBe(10);
    expect(cancelFeePercent(policy, '2026-12-01', today)).toBe(30);
    expect(cancelFeePercent(policy, '2026-11-30', today)).toBe(30);
  });
});

describe('dateChangeFeeWarning', () => {
  it('warns only when the new date makes cancelling dearer than the old one', () => {
    expect(dateChangeFeeWarning(policy, '2026-12-20', '2026-12-03', today)).toBe(
      '2026.12.03 (목) 방문으로 바꾸면 무료 취소 기간(방문 3일 전까지)이 지나, 바꾼 뒤 취소할 때 취소 수수료 10%가 붙어요.',
    );
    expect(dateChangeFeeWarning(policy, null, '2026-12-01', today)).toMatch(/취소 수수료 30%가 붙어요\.$/);
    // Still free, or no dearer than before, or undecided: nothing to say.
    expect(dateChangeFeeWarning(policy, '2026-12-20', '2026-12-10', today)).toBeNull();
    expect(dateChangeFeeWarning(policy, '2026-12-02', '2026-12-03', today)).toBeNull();
    expect(dateChangeFeeWarning(policy, '2026-12-03', null, today)).toBeNull();
    expect(dateChangeFeeWarning({ ...policy, lateFeePercent: 0, sameDayFeePercent: 0 }, '2026-12-20', '2026-12-02', today)).toBeNull();
  });
});
