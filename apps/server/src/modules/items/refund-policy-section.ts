import { REFUND_POLICY_TITLE, type ItemSection } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { refundPoliciesOf } from '../refund-policies';

/**
 * The item page's 주의사항 block stating the cancellation and date-change rule of the item's category,
 * written by the contract's generator from the refund policy row (sectionIdx 0: not a stored section).
 */
export async function refundPolicySection(db: DbOrTx, categoryCode: string): Promise<ItemSection> {
  const policy = (await refundPoliciesOf(db, [categoryCode])).get(categoryCode)!;
  return {
    sectionIdx: 0,
    groupType: 'caution',
    apartmentIdx: null,
    title: REFUND_POLICY_TITLE,
    body: policy.summary,
    imageUrl: null,
    extra: { source: 'refund_policy', policyKey: policy.policyKey },
  };
}
