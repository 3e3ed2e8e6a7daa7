import { cancelFeePercent, diffDays, formatWon, type CancelQuote, type OrderStatus, type RefundPolicy } from '@ipju/contract';

/** What quoteCancel needs to know about one order line (one service). */
export interface CancellableLine {
  status: OrderStatus;
  visitDate: string | null;
  dateUndecided: boolean;
  /** Points spent on this line. */
  pointsUsed: number;
  /** What this line cost through PortOne (card/account). */
  payAmount: number;
  /** What was already refunded to the card/account for this line. */
  refundedAmount: number;
  /** A refund of this line is being processed (a second cancel waits for it). */
  refundPending: boolean;
}

const STARTED_REASON = '시공이 시작된 뒤에는 온라인으로 취소할 수 없어요. 업체에 문의해 주세요.';

/** Why a line in this status cannot be cancelled online (null: it can). */
function statusRefusal(status: OrderStatus): string | null {
  switch (status) {
    case 'awaiting_deposit':
    case 'awaiting_work':
      return null;
    case 'in_progress':
      return STARTED_REASON;
    case 'completed':
      return '시공이 끝난 서비스는 취소할 수 없어요.';
    case 'cancelled':
      return '이미 취소된 서비스예요.';
    case 'payment_failed':
      return '결제가 완료되지 않은 주문이라 취소할 내용이 없어요.';
    case 'payment_pending':
      return '결제가 아직 끝나지 않았어요. 결제를 마치거나 결제창을 닫은 뒤 다시 확인해 주세요.';
  }
}

const refused = (reason: string): CancelQuote => ({
  cancellable: false,
  reason,
  fee: 0,
  refundAmount: 0,
  refundPoints: 0,
  couponRestored: false,
  message: reason,
});

/** How far before the visit the cancel happens, in words ('방문 2일 전', '방문 당일', '방문일이 지나'). */
function whenWords(days: number): string {
  if (days > 0) return `방문 ${days}일 전이라`;
  if (days === 0) return '방문 당일이라';
  return '방문일이 지나';
}

/**
 * What cancelling the line now would give back under the policy (see refundPolicy in the contract), with
 * `today` the Seoul calendar date. Pure: the billing code records the refund. Before the deposit nothing
 * was paid, so only the points come back; once paid the fee (rounded down to 100 won, on what the line
 * cost in card/account and points) comes out of the card/account refund first, then out of the points.
 * couponRestored is always false here: whether a coupon comes back depends on the order's other lines.
 */
export function quoteCancel(policy: RefundPolicy, line: CancellableLine, today: string): CancelQuote {
  if (line.refundPending) return refused('환불을 처리하고 있어요.');
  const refusal = statusRefusal(line.status);
  if (refusal) return refused(refusal);

  if (line.status === 'awaiting_deposit') {
    return {
      cancellable: true,
      reason: null,
      fee: 0,
      refundAmount: 0,
      refundPoints: line.pointsUsed,
      couponRestored: false,
      message: '입금 전이라 바로 취소돼요.',
    };
  }

  const cash = Math.max(0, line.payAmount - line.refundedAmount);
  const days = line.visitDate === null || line.dateUndecided ? null : diffDays(line.visitDate, today);
  const percent = cancelFeePercent(policy, days === null ? null : line.visitDate, today);
  // Integer maths (one division) so no float rounding moves the fee across a 100-won step.
  const computed = Math.floor(((line.payAmount + line.pointsUsed) * percent) / 10_000) * 100;
  const fee = Math.min(computed, cash + line.pointsUsed);
  const cashFee = Math.min(fee, cash);
  const refundAmount = cash - cashFee;
  const refundPoints = Math.max(0, line.pointsUsed - (fee - cashFee));

  let message: string;
  if (days === null) message = '방문일이 정해지지 않아 전액 환불돼요.';
  else if (percent === 0) {
    message =
      policy.freeCancelDays === 0
        ? '방문 당일까지는 전액 환불돼요.'
        : `방문 ${policy.freeCancelDays}일 전까지는 전액 환불돼요.`;
  } else if (fee === 0) message = `${whenWords(days)} 취소 수수료가 붙지만, 금액이 작아 전액 환불돼요.`;
  else message = `${whenWords(days)} 취소 수수료 ${formatWon(fee)}을 빼고 환불돼요.`;

  return { cancellable: true, reason: null, fee, refundAmount, refundPoints, couponRestored: false, message };
}
