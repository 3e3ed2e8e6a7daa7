import { formatWon, visitWords, withJosa } from '@ipju/contract';
import type { PartnerNotice } from './partner-notice';

/**
 * The words of the notices a company gets about its work, in one place (해요체, naming the service, the
 * date and the 단지). Each returns a PartnerNotice for queuePartnerNotice; the link opens the order in the console.
 */

/** The facts of one sold service a notice names. */
export interface NoticeLine {
  lineIdx: number;
  partnerIdx: number;
  itemName: string;
  apartmentName: string | null;
  visitDate: string | null;
  visitHour: number | null;
  dateUndecided: boolean;
}

const where = (l: NoticeLine) => (l.apartmentName ? `${l.apartmentName} ` : '');
export const orderLink = (lineIdx: number) => `/partner/orders/${lineIdx}`;

export const partnerNotices = {
  newOrder: (l: NoticeLine): PartnerNotice => ({
    partnerIdx: l.partnerIdx,
    kind: 'new_order',
    title: '새 주문이 들어왔어요',
    body: `${where(l)}${l.itemName} 주문이 결제되었어요. 방문일: ${visitWords(l)}`,
    link: orderLink(l.lineIdx),
  }),

  dateChanged: (l: NoticeLine, before: string): PartnerNotice => ({
    partnerIdx: l.partnerIdx,
    kind: 'date_change',
    title: '입주민이 방문 일정을 바꿨어요',
    body: `${where(l)}${l.itemName} 방문 일정이 바뀌었어요: ${before} → ${visitWords(l)}`,
    link: orderLink(l.lineIdx),
  }),

  /** The resident's answer to the date the company proposed (`proposed` in visitWords); `l` is the line before the move. */
  proposalAnswered: (l: NoticeLine, accepted: boolean, proposed: string): PartnerNotice => ({
    partnerIdx: l.partnerIdx,
    kind: 'date_change',
    title: accepted ? '입주민이 일정 변경을 수락했어요' : '입주민이 일정 변경을 거절했어요',
    body: accepted
      ? `${where(l)}${l.itemName} 방문 일정이 ${proposed}로 바뀌었어요.`
      : `${where(l)}${withJosa(l.itemName, '은/는')} 예약한 일정(${visitWords(l)}) 그대로예요.`,
    link: orderLink(l.lineIdx),
  }),

  cancelled: (l: NoticeLine, by: string): PartnerNotice => ({
    partnerIdx: l.partnerIdx,
    kind: 'cancelled',
    title: '주문이 취소되었어요',
    body: `${where(l)}${l.itemName} (${visitWords(l)}) ${by === 'resident' ? '주문을 입주민이 취소했어요' : '주문이 취소되었어요'}. 이 날짜의 일정은 비워 두었어요.`,
    link: orderLink(l.lineIdx),
  }),

  review: (l: NoticeLine, review: { rating: number; content: string }): PartnerNotice => {
    const text = review.content.replace(/\s+/g, ' ').trim();
    return {
      partnerIdx: l.partnerIdx,
      kind: 'review',
      title: `새 리뷰가 올라왔어요 (별점 ${review.rating}점)`,
      body: `${where(l)}${l.itemName} (${visitWords(l)}) 리뷰예요: "${text.length > 60 ? `${text.slice(0, 60)}…` : text}"`,
      link: orderLink(l.lineIdx),
    };
  },

  /** An offline order's payment link was paid (modules/offline-orders); opens the offline order in the console. */
  linkPaid: (o: {
    offlineIdx: number;
    partnerIdx: number;
    customerName: string;
    itemName: string;
    amount: number;
    apartmentName: string;
    visitDate: string | null;
    visitHour: number | null;
  }): PartnerNotice => ({
    partnerIdx: o.partnerIdx,
    kind: 'link_paid',
    title: '결제 링크가 결제됐어요',
    body: `${o.apartmentName} ${o.customerName} 고객님이 ${o.itemName} (${visitWords({ ...o, dateUndecided: false })}) ${formatWon(o.amount)}을 결제했어요.`,
    link: `/partner/offline/${o.offlineIdx}`,
  }),
};
