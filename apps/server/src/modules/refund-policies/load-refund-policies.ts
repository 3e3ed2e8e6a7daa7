import type { RefundPolicy } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { BUILT_IN_REFUND_POLICY, DEFAULT_POLICY_KEY, toRefundPolicy, type RefundPolicyRow } from './refund-policy';
import { findPolicyRows } from './refund-policies.repository';

/** Each code's own row, else the 'default' row, else the built-in default. */
export function policiesOfCodes(byKey: ReadonlyMap<string, RefundPolicyRow>, categoryCodes: readonly string[]): Map<string, RefundPolicy> {
  const fallback = toRefundPolicy(byKey.get(DEFAULT_POLICY_KEY) ?? BUILT_IN_REFUND_POLICY);
  return new Map([...new Set(categoryCodes)].map((code) => {
    const own = byKey.get(code);
    return [code, own ? toRefundPolicy(own) : fallback];
  }));
}

/**
 * The refund policy of each category code: its own row, else the 'default' row, else the built-in default.
 * One query for all codes, read now (in the caller's transaction when given one): what refunds and date
 * changes decide money and dates by. Screens that only state the rule use refundPoliciesOf (policy-cache.ts).
 */
export async function loadRefundPolicies(db: DbOrTx, categoryCodes: readonly string[]): Promise<Map<string, RefundPolicy>> {
  const codes = [...new Set(categoryCodes)];
  const rows = await findPolicyRows(db, [...codes, DEFAULT_POLICY_KEY]);
  return policiesOfCodes(new Map(rows.map((r) => [r.policyKey, r])), codes);
}
