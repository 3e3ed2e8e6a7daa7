import { REFUND_TIMING } from '@ipju/contract';
import { describe, expect, it } from 'vitest';
import { notices } from './billing.notices';
import type { LineRow, OrderRow } from './billing.repository';

describe('the cancellation notice', () => {
  it("says how long the refund takes in the contract's words, the same as the cancel sheet", () => {
    const order = { payMethod: 'card' } as OrderRow;
    const lines = [{ itemName: '입주청소 프리미엄' }] as LineRow[];
    const { body } = notices.cancelled(order, lines, { amount: 423_700, points: 0, fee: 0 });
    expect(body).toContain(`환불 금액 423,700원 (신용카드, ${REFUND_TIMING})`);
    expect(body).toContain('3~5영업일');
    expect(body).not.toContain('3~7일');
  });
});
