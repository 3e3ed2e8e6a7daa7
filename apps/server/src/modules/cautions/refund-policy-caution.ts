import { CAUTION_TIMING_LABELS, REFUND_POLICY_TITLE, type Caution } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { DEFAULT_POLICY_KEY, refundPoliciesOf } from '../refund-policies';

/**
 * The 방문 전 precaution stating the cancellation and date-change rule, written by the contract's
 * generator from the refund policy table (cautionIdx 0: not a stored caution). By category code; the
 * general one (DEFAULT_POLICY_KEY) is the 'default' policy.
 */
export async function refundPolicyCautions(db: DbOrTx, categoryCodes: readonly string[]): Promise<Map<string, Caution>> {
  const policies = await refundPoliciesOf(db, [...new Set([DEFAULT_POLICY_KEY, ...categoryCodes])]);
  return new Map(
    [...policies].map(([code, policy]) => [
      code,
      { cautionIdx: 0, title: REFUND_POLICY_TITLE, body: policy.summary, timing: 'before' as const, timingLabel: CAUTION_TIMING_LABELS.before },
    ]),
  );
}
