import type { RefundPolicy } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { BUILT_IN_REFUND_POLICY, DEFAULT_POLICY_KEY, toRefundPolicy } from './refund-policy';
import { findPolicyRows } from './refund-policies.repository';

/**
 * The refund policy of each category code: its own row, else the 'default' row, else the built-in default.
 * One query for all codes. Nothing is cached: policies are small and callers load them once per request,
 * so a change in the table applies to the next request.
 */
export async function loadRefundPolicies(db: DbOrTx, categoryCodes: readonly string[]): Promise<Map<string, RefundPolicy>> {
  const codes = [...new Set(categoryCodes)];
  const rows = await findPolicyRows(db, [...codes, DEFAULT_POLICY_KEY]);
  const byKey = new Map(rows.map((r) => [r.policyKey, r]));
  const fallback = toRefundPolicy(byKey.get(DEFAULT_POLICY_KEY) ?? BUILT_IN_REFUND_POLICY);
  return new Map(codes.map((code) => {
    const own = byKey.get(code);
    return [code, own ? toRefundPolicy(own) : fallback];
  }));
}
