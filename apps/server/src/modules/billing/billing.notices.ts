import { formatPoints, formatWon, formatYmd, hourLabel, PAY_METHOD_LABELS, type PayMethod, REFUND_TIMING, seoulClock, seoulToday, visitWords } from '@ipju/contract';
import type { LineRow, OrderRow } from './billing.repository';

/**
 * The words of the notices an order sends (AlimTalk/SMS and push), in one place. Money with thousands
 * separators; dates as 2026.12.05 (토).
 */

const linesText = (lines: LineRow[]) => lines.map((l) => `· ${l.itemName} (${visitWords(l)})`).join('\n');

export const notices = {
  paid: (order: OrderRow, lines: LineRow[]) => ({
    title: '결제가 완료되었어요',
    body: `${order.orderName} ${formatWon(order.amount - order.deferredAmount)} 결제가 완료되었어요.${
      order.deferredAmount > 0 ? ` (반반 결제: 잔금 ${formatWon(order.deferredAmount)}은 시공이 끝난 뒤 요청드려요)` : ''
    }\n${linesText(lines)}\n방문 전에 업체에서 해피콜로 일정을 확인해 드려요.`,
  }),
  vbankIssued: (order: OrderRow) => ({
    title: '입금 계좌를 안내해 드려요',
    body: `${order.vbankName} ${order.vbankNum} (예금주 ${order.vbankHolder})로 ${formatWon(order.amount)}을 ${
      order.vbankDue ? `${formatYmd(seoulToday(order.vbankDue))} ${seoulTime(order.vbankDue)}까지` : '기한 안에'
    } 입금해 주세요. 입금이 확인되면 예약이 확정돼요.`,
  }),
  deposited: (order: OrderRow) => ({
    title: '입금이 확인되었어요',
    body: `${order.orderName} ${formatWon(order.amount)} 입금이 확인되어 예약이 확정되었어요.`,
  }),
  failed: (order: OrderRow, reason: string) => ({
    title: '결제가 완료되지 않았어요',
    body: `${order.orderName} 결제가 완료되지 않았어요. (${reason})\n담았던 서비스는 장바구니에 다시 넣어 두었어요.`,
  }),
  cancelled: (order: OrderRow, lines: LineRow[], refund: { amount: number; points: number; fee: number }) => ({
    title: '주문이 취소되었어요',
    body: [
      `${lines.map((l) => l.itemName).join(', ')} 주문이 취소되었어요.`,
      refund.amount > 0 ? `환불 금액 ${formatWon(refund.amount)} (${PAY_METHOD_LABELS[order.payMethod as PayMethod]}, ${REFUND_TIMING})` : null,
      refund.points > 0 ? `돌려받은 포인트 ${formatPoints(refund.points)}` : null,
      refund.fee > 0 ? `취소 수수료 ${formatWon(refund.fee)}` : null,
    ]
      .filter(Boolean)
      .join('\n'),
  }),
  dateChanged: (order: OrderRow, line: LineRow) => ({
    title: '방문 일정이 바뀌었어요',
    body: `${line.itemName} 방문 일정이 바뀌었어요: ${visitWords(line)}`,
  }),
  started: (order: OrderRow, line: LineRow) => ({
    title: '시공을 시작했어요',
    body: `${line.companyName}에서 ${line.itemName} 시공을 시작했어요.`,
  }),
  // Opens the satisfaction survey of this service; the page finds the survey to answer (GET /survey/offers).
  completed: (order: OrderRow, line: LineRow) => ({
    title: '시공이 완료되었어요',
    body: `${line.itemName} 시공이 끝났어요. 만족스러우셨다면 마이페이지에서 구매확정을 눌러 주세요.\n1분 만족도 조사에 참여해 주시면 더 좋은 업체를 모시는 데 쓸게요.`,
    link: `/survey?lineIdx=${line.lineIdx}`,
  }),
  // Opens the review write page of this service (the reviews feature reads merchantUid, itemIdx and lineIdx).
  reviewInvite: (order: OrderRow, line: LineRow) => ({
    title: '시공은 어떠셨어요?',
    body: `${line.companyName}의 ${line.itemName} 시공 후기를 남겨 주세요. 다른 입주민이 업체를 고르는 데 큰 도움이 돼요.`,
    link: `/review/write?merchantUid=${order.merchantUid}&itemIdx=${line.itemIdx}&lineIdx=${line.lineIdx}`,
  }),
  expired: (order: OrderRow) => ({
    title: '입금 기한이 지났어요',
    body: `${order.orderName} 입금 기한이 지나 주문이 취소되었어요. 담았던 서비스는 장바구니에 다시 넣어 두었어요.`,
  }),
};

/** '오후 3시 30분' style time of an instant in Seoul. */
function seoulTime(at: Date): string {
  const { hour, minute } = seoulClock(at);
  return `${hourLabel(hour)}${minute ? ` ${minute}분` : ''}`;
}
