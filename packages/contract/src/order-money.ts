// Kept free of zod: the order list, the order detail and the cancel sheet draw their money rows from here.
import type { OrderStatus } from './order-status';
import { formatPoints, formatWon } from './won';

/**
 * What a resident is shown about the money of an order and of each service (docs/COMMERCE.md "Money"): one
 * writer, so the list card, the detail page and the cancel sheet never read the same order two ways. Every figure
 * is a stored one from the server (`paidAmount` what PortOne charged, `unpaidAmount` 반반 결제's balance not asked
 * for yet, `refundedAmount`, `cancelFee`); nothing here recomputes a price.
 */

export interface MoneyLineInput {
  status: OrderStatus;
  payAmount: number;
  paidAmount: number;
  unpaidAmount: number;
  refundedAmount: number;
  refundedPoints: number;
  cancelFee: number;
}

export interface MoneyOrderInput {
  paymentStatus: 'ready' | 'vbank_issued' | 'paid' | 'failed' | 'cancelled';
  paidAt: string | null;
  amount: number;
  refundedAmount: number;
  refundedPoints: number;
  lines: MoneyLineInput[];
}

export type MoneyTone = 'total' | 'refund' | 'fee' | 'unpaid' | 'note';

/** One row: '환불 금액 783,000원', or a sentence alone ('결제되지 않았어요', amount null). */
export interface MoneyRow {
  key: 'due' | 'charged' | 'refunded' | 'refunded-points' | 'fee' | 'balance' | 'balance-dropped' | 'not-charged';
  label: string;
  amount: number | null;
  /** The figure as shown ('783,000원', '1,000P'), or the sentence of a note. */
  text: string;
  tone: MoneyTone;
}

export const NOT_CHARGED_TEXT = '결제되지 않았어요';

const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((s, i) => s + pick(i), 0);

const row = (key: MoneyRow['key'], label: string, amount: number, tone: MoneyTone): MoneyRow => ({
  key,
  label,
  amount,
  text: key === 'refunded-points' ? formatPoints(amount) : formatWon(amount),
  tone,
});

const note = (key: MoneyRow['key'], text: string): MoneyRow => ({ key, label: '', amount: null, text, tone: 'note' });

/** '잔금 154,600원은 청구되지 않아요': the balance of cancelled services is never asked for. */
export function droppedBalanceText(amount: number): string {
  return `잔금 ${formatWon(amount)}은 청구되지 않아요`;
}

/** The label of what was charged: '결제한 금액' while a balance is still to come (반반 결제), else '결제 금액'. */
function chargedLabel(balanceToCome: boolean): string {
  return balanceToCome ? '결제한 금액' : '결제 금액';
}

/**
 * A service's rows on the order detail: what it costs before payment, else what was charged, what came back and
 * what was kept, and 반반 결제's balance (to come, or not asked for once cancelled).
 */
export function lineMoney(line: MoneyLineInput): MoneyRow[] {
  if (line.status === 'payment_pending') return [row('due', '결제할 금액', line.payAmount - line.unpaidAmount, 'total')];
  if (line.status === 'awaiting_deposit') return [row('due', '입금할 금액', line.payAmount - line.unpaidAmount, 'total')];
  if (line.paidAmount === 0 && line.refundedAmount === 0 && line.payAmount > 0 && (line.status === 'payment_failed' || line.status === 'cancelled')) {
    return [note('not-charged', NOT_CHARGED_TEXT)];
  }
  const cancelled = line.status === 'cancelled';
  const rows = [row('charged', chargedLabel(line.unpaidAmount > 0 && !cancelled), line.paidAmount, 'total')];
  if (line.cancelFee > 0) rows.push(row('fee', '취소 수수료', line.cancelFee, 'fee'));
  if (line.refundedAmount > 0 || cancelled) rows.push(row('refunded', '환불 금액', line.refundedAmount, 'refund'));
  if (line.refundedPoints > 0) rows.push(row('refunded-points', '돌려받은 포인트', line.refundedPoints, 'refund'));
  if (line.unpaidAmount > 0) {
    rows.push(cancelled ? note('balance-dropped', droppedBalanceText(line.unpaidAmount)) : row('balance', '잔금 (시공 완료 후)', line.unpaidAmount, 'unpaid'));
  }
  return rows;
}

/** A service's amount in one figure, for a line of the order list: '396,000원', '환불 396,000원', '결제되지 않았어요'. */
export function lineMoneyShort(line: MoneyLineInput): string {
  const rows = lineMoney(line);
  const refunded = rows.find((r) => r.key === 'refunded');
  if (line.status === 'cancelled' && refunded) return `환불 ${refunded.text}`;
  return rows[0]!.text;
}

export interface OrderMoney {
  /** The order detail's rows under the price breakdown. */
  rows: MoneyRow[];
  /** The order list card's rows (a cancelled order: what came back and what was kept). */
  summary: MoneyRow[];
}

/**
 * An order's money: before payment what to pay; nothing charged (a failed or closed payment window) says so;
 * else what was charged, what came back (환불) and was kept (취소 수수료), and 반반 결제's balance.
 */
export function orderMoney(order: MoneyOrderInput): OrderMoney {
  const lines = order.lines;
  if (order.paymentStatus === 'ready') {
    const due = [row('due', '결제할 금액', sum(lines, (l) => l.payAmount - l.unpaidAmount), 'total')];
    return { rows: due, summary: due };
  }
  if (order.paymentStatus === 'vbank_issued') {
    const due = [row('due', '입금할 금액', order.amount, 'total')];
    return { rows: due, summary: due };
  }
  if (order.paidAt === null && order.refundedAmount === 0) {
    const none = [note('not-charged', NOT_CHARGED_TEXT)];
    return { rows: none, summary: none };
  }
  const live = lines.filter((l) => l.status !== 'cancelled' && l.status !== 'payment_failed');
  const charged = sum(lines, (l) => l.paidAmount);
  const fee = sum(lines, (l) => l.cancelFee);
  const balanceToCome = sum(live, (l) => l.unpaidAmount);
  const balanceDropped = sum(
    lines.filter((l) => l.status === 'cancelled'),
    (l) => l.unpaidAmount,
  );
  const refunded = order.refundedAmount > 0 || lines.some((l) => l.status === 'cancelled');

  const back: MoneyRow[] = [];
  if (refunded) back.push(row('refunded', '환불 금액', order.refundedAmount, 'refund'));
  if (order.refundedPoints > 0) back.push(row('refunded-points', '돌려받은 포인트', order.refundedPoints, 'refund'));
  if (fee > 0) back.push(row('fee', '취소 수수료', fee, 'fee'));
  const balance: MoneyRow[] = [];
  if (balanceToCome > 0) balance.push(row('balance', '잔금 (시공 완료 후)', balanceToCome, 'unpaid'));
  if (balanceDropped > 0) balance.push(note('balance-dropped', droppedBalanceText(balanceDropped)));

  const rows = [row('charged', chargedLabel(balanceToCome > 0), charged, 'total'), ...back, ...balance];
  let summary: MoneyRow[];
  if (live.length === 0 && refunded) summary = back;
  else if (refunded) summary = [row('charged', chargedLabel(balanceToCome > 0), charged - order.refundedAmount, 'total'), ...back];
  else summary = [row('charged', chargedLabel(balanceToCome > 0), charged, 'total'), ...balance];
  return { rows, summary };
}

/** The cancel sheet's money: what was paid for these services and is not refunded yet, and the balance not to be asked for. */
export function cancelMoney(lines: Array<MoneyLineInput & { cancelQuote: { fee: number; refundAmount: number; refundPoints: number } }>) {
  return {
    paid: sum(lines, (l) => l.paidAmount - l.refundedAmount),
    fee: sum(lines, (l) => l.cancelQuote.fee),
    refundAmount: sum(lines, (l) => l.cancelQuote.refundAmount),
    refundPoints: sum(lines, (l) => l.cancelQuote.refundPoints),
    /** 반반 결제: the balance these services would have had, never asked for once they are cancelled. */
    balanceDropped: sum(lines, (l) => l.unpaidAmount),
  };
}
