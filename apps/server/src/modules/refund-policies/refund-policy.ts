import { refundPolicyText, type RefundPolicy } from '@ipju/contract';
import type { refundPolicies } from '../../db/schema';

export type RefundPolicyRow = typeof refundPolicies.$inferSelect;

/** The policy's key for categories without their own row. */
export const DEFAULT_POLICY_KEY = 'default';

/**
 * The policy used when the table has neither the category's row nor a 'default' row (a database that was
 * never seeded): the same numbers the seed gives 'default', so a missing row never makes cancelling free
 * or impossible.
 */
export const BUILT_IN_REFUND_POLICY: RefundPolicyRow = {
  policyKey: DEFAULT_POLICY_KEY,
  freeCancelDays: 3,
  lateFeePercent: 10,
  sameDayFeePercent: 30,
  dateChangeDays: 2,
  note: null,
};

type PolicyNumbers = Pick<RefundPolicyRow, 'freeCancelDays' | 'lateFeePercent' | 'sameDayFeePercent' | 'dateChangeDays' | 'note'>;

/** The Korean summary shown wherever the rule is stated: the contract's one generator (refund-policy-text.ts). */
export function describeRefundPolicy(row: PolicyNumbers): string {
  return refundPolicyText(row);
}

export function toRefundPolicy(row: RefundPolicyRow): RefundPolicy {
  return {
    policyKey: row.policyKey,
    freeCancelDays: row.freeCancelDays,
    lateFeePercent: row.lateFeePercent,
    sameDayFeePercent: row.sameDayFeePercent,
    dateChangeDays: row.dateChangeDays,
    summary: describeRefundPolicy(row),
  };
}
