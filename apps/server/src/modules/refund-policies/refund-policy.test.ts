import { describe, expect, it } from 'vitest';
import { BUILT_IN_REFUND_POLICY, describeRefundPolicy, toRefundPolicy } from './refund-policy';

const row = (overrides: Partial<typeof BUILT_IN_REFUND_POLICY> = {}) => ({ ...BUILT_IN_REFUND_POLICY, ...overrides });

describe('describeRefundPolicy', () => {
  it('says the default policy in one Korean summary', () => {
    expect(describeRefundPolicy(row())).toBe(
      '방문 3일 전까지 무료 취소, 2일 전~1일 전 취소 수수료 10%, 방문 당일 30%. 시공이 시작되면 온라인으로 취소할 수 없어요. 방문일 변경은 2일 전까지 가능해요.',
    );
  });

  it('adds the note of the category', () => {
    expect(
      describeRefundPolicy(row({ freeCancelDays: 7, lateFeePercent: 20, sameDayFeePercent: 50, dateChangeDays: 3, note: '자재를 미리 준비하는 시공이에요.' })),
    ).toBe(
      '방문 7일 전까지 무료 취소, 6일 전~1일 전 취소 수수료 20%, 방문 당일 50%. 시공이 시작되면 온라인으로 취소할 수 없어요. 방문일 변경은 3일 전까지 가능해요. 자재를 미리 준비하는 시공이에요.',
    );
  });

  it('words short windows and zero fees naturally', () => {
    expect(describeRefundPolicy(row({ freeCancelDays: 2, sameDayFeePercent: 20, dateChangeDays: 1 }))).toBe(
      '방문 2일 전까지 무료 취소, 1일 전 취소 수수료 10%, 방문 당일 20%. 시공이 시작되면 온라인으로 취소할 수 없어요. 방문일 변경은 1일 전까지 가능해요.',
    );
    expect(describeRefundPolicy(row({ freeCancelDays: 1 }))).toBe(
      '방문 1일 전까지 무료 취소, 방문 당일 취소 수수료 30%. 시공이 시작되면 온라인으로 취소할 수 없어요. 방문일 변경은 2일 전까지 가능해요.',
    );
    expect(describeRefundPolicy(row({ freeCancelDays: 0, dateChangeDays: 0 }))).toBe(
      '방문 당일까지 무료 취소. 시공이 시작되면 온라인으로 취소할 수 없어요. 방문일 변경은 방문 당일까지 가능해요.',
    );
    expect(describeRefundPolicy(row({ lateFeePercent: 0, sameDayFeePercent: 0 }))).toBe(
      '방문 3일 전까지 무료 취소, 2일 전~1일 전 취소 수수료 없음, 방문 당일 수수료 없음. 시공이 시작되면 온라인으로 취소할 수 없어요. 방문일 변경은 2일 전까지 가능해요.',
    );
  });

  it('makes the contract shape with the summary', () => {
    expect(toRefundPolicy(row({ policyKey: 'cleaning' }))).toEqual({
      policyKey: 'cleaning',
      freeCancelDays: 3,
      lateFeePercent: 10,
      sameDayFeePercent: 30,
      dateChangeDays: 2,
      summary: describeRefundPolicy(row()),
    });
  });
});
