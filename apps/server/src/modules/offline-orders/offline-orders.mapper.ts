import {
  formatPhone,
  OFFLINE_ORDER_STATUS_LABELS,
  type LinkPayPage,
  type LinkPayView,
  type OfflineOrderDetail,
  type OfflineOrderSummary,
  type ResidentOfflineOrder,
} from '@ipju/contract';
import type { OfflineLinkRow, ShownOrder } from './offline-orders.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSummary({ order, itemName, complexName }: ShownOrder): OfflineOrderSummary {
  return {
    id: order.offlineIdx,
    status: order.status,
    statusLabel: OFFLINE_ORDER_STATUS_LABELS[order.status],
    refunded: order.refundedAt !== null,
    name: order.customerName,
    phone: formatPhone(order.customerPhone),
    complexName,
    dong: order.dong,
    ho: order.ho,
    pyeong: order.pyeong,
    itemName,
    price: order.amount,
    visitDate: order.visitDate,
    visitHour: order.visitHour,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
  };
}

export function toDetail(shown: ShownOrder, links: OfflineLinkRow[]): OfflineOrderDetail {
  const { order } = shown;
  return {
    ...toSummary(shown),
    apartmentIdx: order.apartmentIdx,
    areaIdx: order.areaIdx,
    itemIdx: order.itemIdx,
    options: order.options,
    memo: order.memo,
    payMethod: order.payMethod,
    cancelledAt: iso(order.cancelledAt),
    links: links.map((l) => ({ linkType: l.linkType, sentAt: l.sentAt.toISOString(), current: l.version === order.version && order.status === 'pending' })),
  };
}

export function toLinkPayView({ order, companyName, companyPhone, itemName, complexName }: ShownOrder): LinkPayView {
  return {
    link: 'current',
    status: order.status,
    statusLabel: OFFLINE_ORDER_STATUS_LABELS[order.status],
    companyName,
    companyPhone,
    itemName,
    options: order.options.map((o) => ({ groupName: o.groupName, name: o.name })),
    visitDate: order.visitDate,
    visitHour: order.visitHour,
    complexName,
    dong: order.dong,
    ho: order.ho,
    pyeong: order.pyeong,
    customerName: order.customerName,
    amount: order.amount,
    paidAt: iso(order.paidAt),
    payMethod: order.payMethod,
  };
}

/**
 * What a link's page shows: the order when the link is of its current version, else only that the link was replaced
 * (with the company to ask and the order's state now), never the changed order itself.
 */
export function toLinkPayPage(shown: ShownOrder, linkVersion: number): LinkPayPage {
  if (linkVersion === shown.order.version) return toLinkPayView(shown);
  return { link: 'replaced', status: shown.order.status, companyName: shown.companyName, companyPhone: shown.companyPhone };
}

export function toResidentOrder({ order, companyName, itemName, complexName }: ShownOrder): ResidentOfflineOrder {
  return {
    id: order.offlineIdx,
    status: order.status,
    statusLabel: OFFLINE_ORDER_STATUS_LABELS[order.status],
    refunded: order.refundedAt !== null,
    companyName,
    itemName,
    amount: order.amount,
    visitDate: order.visitDate,
    visitHour: order.visitHour,
    complexName,
    dong: order.dong,
    ho: order.ho,
    paidAt: iso(order.paidAt),
  };
}
