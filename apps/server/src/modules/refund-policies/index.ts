/** Refund policies (docs/COMMERCE.md, "Cancelling and refunds"): what cart and billing code imports. */
export { loadRefundPolicies } from './load-refund-policies';
export { cacheRefundPolicies, forgetRefundPolicies, refundPoliciesOf } from './policy-cache';
export { BUILT_IN_REFUND_POLICY, DEFAULT_POLICY_KEY, describeRefundPolicy, type RefundPolicyRow } from './refund-policy';
export { quoteCancel, type CancellableLine } from './cancel-quote';
export { dateChangeRule } from './date-change';
