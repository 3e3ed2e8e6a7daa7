// Kept free of zod so the web bundle can use the labels and the transition table without the schema library.
import { compareYmd, formatYmd } from './calendar';

/**
 * Order line statuses. SPEC section 3 names six (입금대기, 시공대기, 시공중, 결제실패, 주문취소, 시공완료);
 * `payment_pending` (결제대기) is the short state between POST /billings/init and the payment result, which
 * SPEC does not show. Statuses live on each order line (one service of an order), because a resident
 * cancels, reschedules and confirms services one by one.
 */
export const ORDER_STATUSES = [
  'payment_pending',
  'awaiting_deposit',
  'awaiting_work',
  'in_progress',
  'payment_failed',
  'cancelled',
  'completed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  payment_pending: '결제대기',
  awaiting_deposit: '입금대기',
  awaiting_work: '시공대기',
  in_progress: '시공중',
  payment_failed: '결제실패',
  cancelled: '주문취소',
  completed: '시공완료',
};

/** Who moves an order: the resident (web/app), the partner company, or the platform itself. */
export const ORDER_ACTORS = ['resident', 'partner', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
  /** What makes the move, in Korean, for the order history and documentation. */
  because: string;
}

/**
 * The one transition table of order lines. The server refuses every move that is not here (with the
 * actor that asks for it); the web shows buttons only for moves the resident may make.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'payment_pending', to: 'awaiting_work', by: ['system'], because: '결제 완료' },
  { from: 'payment_pending', to: 'awaiting_deposit', by: ['system'], because: '가상계좌 발급' },
  {
    from: 'payment_pending',
    to: 'payment_failed',
    by: ['resident', 'system'],
    because: '결제 실패·중단, 금액 불일치 또는 일정 마감',
  },
  { from: 'awaiting_deposit', to: 'awaiting_work', by: ['system'], because: '입금 확인' },
  { from: 'awaiting_deposit', to: 'payment_failed', by: ['system'], because: '입금 기한 만료' },
  { from: 'awaiting_deposit', to: 'cancelled', by: ['resident', 'system'], because: '입금 전 주문 취소' },
  { from: 'awaiting_work', to: 'in_progress', by: ['partner'], because: '시공 시작' },
  { from: 'awaiting_work', to: 'cancelled', by: ['resident', 'partner', 'system'], because: '주문 취소·환불' },
  { from: 'in_progress', to: 'completed', by: ['partner'], because: '시공 완료' },
];

export function findTransition(from: OrderStatus, to: OrderStatus): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** Whether `actor` may move a line from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return findTransition(from, to)?.by.includes(actor) ?? false;
}

/**
 * Moves of the work that the calendar makes impossible, whatever the transition table allows: the work
 * cannot start (시공중) or be finished (시공완료) before the visit day, the calendar day in Asia/Seoul
 * (`today` is seoulToday()), nor at all while the visit date is undecided (null). Returns the Korean reason
 * naming the date, or null when the move may happen.
 */
export function workCalendarRefusal(to: OrderStatus, visitDate: string | null, today: string): string | null {
  if (to !== 'in_progress' && to !== 'completed') return null;
  const doing = to === 'in_progress' ? '시공을 시작할' : '시공완료로 바꿀';
  if (visitDate === null) {
    return `방문일이 정해지지 않은 서비스예요. 고객과 방문일을 정한 뒤에 ${to === 'in_progress' ? '시공을 시작해' : '시공완료로 바꿔'} 주세요.`;
  }
  return compareYmd(today, visitDate) < 0 ? `방문일인 ${formatYmd(visitDate)} 전에는 ${doing} 수 없어요.` : null;
}

/** Statuses in which the work has not started: the visit date may move and cancelling refunds online. */
export const NOT_STARTED_STATUSES: readonly OrderStatus[] = ['awaiting_deposit', 'awaiting_work'];

/** Statuses that end an order line. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['payment_failed', 'cancelled', 'completed'];

/** The order of statuses for an order's headline: the first one any line has (work to do comes first). */
const HEADLINE_ORDER: readonly OrderStatus[] = [
  'payment_pending',
  'awaiting_deposit',
  'awaiting_work',
  'in_progress',
  'completed',
  'cancelled',
  'payment_failed',
];

/** The status an order shows for its lines (e.g. one line cancelled and one waiting: 시공대기). */
export function headlineStatus(statuses: readonly OrderStatus[]): OrderStatus {
  return HEADLINE_ORDER.find((s) => statuses.includes(s)) ?? 'payment_failed';
}
