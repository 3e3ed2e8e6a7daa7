import type { Order, OrderActor, OrderStatus } from '@ipju/contract';
import { UNDECIDED } from '../../../lib/schedule';
import { formatDate } from '../../../lib/format';

/** The filter of /my-page/orders: SPEC section 3's six statuses (결제대기 is a moment, not a filter). */
export const ORDER_FILTERS: ReadonlyArray<{ value: OrderStatus | 'all'; label: string }> = [
  { value: 'all', label: '전체' },
  { value: 'awaiting_deposit', label: '입금대기' },
  { value: 'awaiting_work', label: '시공대기' },
  { value: 'in_progress', label: '시공중' },
  { value: 'completed', label: '시공완료' },
  { value: 'cancelled', label: '주문취소' },
  { value: 'payment_failed', label: '결제실패' },
];

export const ACTOR_LABELS: Record<OrderActor, string> = {
  resident: '나',
  partner: '업체',
  system: '자동 처리',
};

/** '2026.12.09 (수) 오전 9시', '방문일 미정'. */
export function visitLabel(tz: string | null, timeLabel: string | null): string {
  if (!tz || tz === UNDECIDED) return '방문일 미정';
  const date = formatDate(tz);
  return timeLabel ? `${date} ${timeLabel}` : date;
}

/** One sentence under the status of an order, by its headline status. */
const STATUS_GUIDES: Record<OrderStatus, string> = {
  payment_pending: '결제를 마치면 예약이 확정돼요.',
  awaiting_deposit: '입금 기한까지 아래 계좌로 입금하면 예약이 확정돼요.',
  awaiting_work: '예약이 확정됐어요. 방문 전에 업체가 연락드려요.',
  in_progress: '업체가 시공하고 있어요.',
  completed: '시공이 끝났어요. 확인하고 구매를 확정해 주세요.',
  cancelled: '주문이 취소됐어요.',
  payment_failed: '결제가 완료되지 않았어요.',
};

/**
 * The sentence under the order's status. A 시공완료 order stays 'completed' once its purchase is confirmed
 * (confirmation is per service, confirmedAt), so the ask to confirm is shown only while a service can still be
 * confirmed (the server's canConfirm); after that the header says it is done instead of asking again.
 */
export function statusGuide(order: Pick<Order, 'status' | 'failReason' | 'lines'>): string {
  if (order.status === 'payment_failed' && order.failReason) return order.failReason;
  if (order.status === 'completed' && !order.lines.some((l) => l.canConfirm)) {
    return order.lines.some((l) => l.confirmedAt) ? '시공이 끝났고 구매를 확정했어요.' : '시공이 끝났어요.';
  }
  return STATUS_GUIDES[order.status];
}
