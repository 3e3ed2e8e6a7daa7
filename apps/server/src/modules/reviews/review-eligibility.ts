import type { OrderStatus } from '@ipju/contract';
import type { LineWithReview } from './reviews.repository';

/**
 * Whether an order line may be reviewed: it was finished (시공완료, purchase-confirmed or not) and has
 * never had a review (one per line, ever: a deleted review does not open the line again).
 */
export interface Verdict {
  canReview: boolean;
  reason: string | null;
  /** For a refused write: 409 when the line exists but is not (or no longer) reviewable. */
  kind: 'ok' | 'reviewed' | 'not_finished' | 'ended';
}

const NOT_FINISHED: readonly OrderStatus[] = ['awaiting_deposit', 'awaiting_work', 'in_progress'];

export function verdictOf(row: LineWithReview): Verdict {
  if (row.reviewIdx !== null) {
    return row.reviewStatus === 'deleted'
      ? { canReview: false, kind: 'reviewed', reason: '후기를 지운 서비스는 다시 후기를 쓸 수 없어요.' }
      : { canReview: false, kind: 'reviewed', reason: '이미 후기를 썼어요.' };
  }
  const status = row.line.status as OrderStatus;
  if (status === 'completed') return { canReview: true, kind: 'ok', reason: null };
  if (NOT_FINISHED.includes(status)) return { canReview: false, kind: 'not_finished', reason: '시공이 끝난 뒤에 후기를 쓸 수 있어요.' };
  if (status === 'cancelled') return { canReview: false, kind: 'ended', reason: '취소한 서비스는 후기를 쓸 수 없어요.' };
  return { canReview: false, kind: 'ended', reason: '결제가 끝나지 않은 서비스는 후기를 쓸 수 없어요.' };
}
