import type { RefundPolicy } from '@ipju/contract';
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

const fee = (percent: number) => (percent > 0 ? `취소 수수료 ${percent}%` : '취소 수수료 없음');

/**
 * The Korean summary shown before payment, e.g. '방문 3일 전까지 무료 취소, 2일 전~1일 전 취소 수수료 10%,
 * 방문 당일 30%. 시공이 시작되면 온라인으로 취소할 수 없어요. 방문일 변경은 2일 전까지 가능해요.' and the
 * category's note. Days count as in the contract's refundPolicy (calendar days in Asia/Seoul).
 */
export function describeRefundPolicy(row: PolicyNumbers): string {
  const n = row.freeCancelDays;
  const parts: string[] = [];
  if (n === 0) parts.push('방문 당일까지 무료 취소');
  else {
    parts.push(`방문 ${n}일 전까지 무료 취소`);
    if (n >= 2) parts.push(`${n === 2 ? '1일 전' : `${n - 1}일 전~1일 전`} ${fee(row.lateFeePercent)}`);
    // After a late-fee part the words '취소 수수료' need not be repeated.
    const sameDay = row.sameDayFeePercent > 0 ? `${row.sameDayFeePercent}%` : '수수료 없음';
    parts.push(`방문 당일 ${n >= 2 ? sameDay : fee(row.sameDayFeePercent)}`);
  }
  const change =
    row.dateChangeDays === 0 ? '방문일 변경은 방문 당일까지 가능해요.' : `방문일 변경은 ${row.dateChangeDays}일 전까지 가능해요.`;
  const sentences = [`${parts.join(', ')}.`, '시공이 시작되면 온라인으로 취소할 수 없어요.', change];
  if (row.note?.trim()) sentences.push(row.note.trim());
  return sentences.join(' ');
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
