import { VISIT_TIME_SETS, type CartLine, type LineOption, type RefundPolicy } from '@ipju/contract';
import { formatVisit } from '../schedule';
import type { PricedCartLine } from './cart.pricing';

/** The chosen options as a line shows and an order snapshots them (the 평형 tier first). */
export function lineOptionsOf(line: PricedCartLine): LineOption[] {
  return (line.estimate?.lines ?? []).map((l) => ({
    optionIdx: l.optionIdx,
    groupName: l.groupName,
    kind: l.kind,
    name: l.name,
    price: l.price,
  }));
}

export function toCartLine(line: PricedCartLine, refundPolicy: RefundPolicy): CartLine {
  const { row, item, estimate } = line;
  const visitTimeSet = item?.visitTimeSet ?? 'morningAfternoon';
  const price = estimate?.total ?? row.addedPrice;
  return {
    cartIdx: row.cartIdx,
    itemIdx: row.itemIdx,
    itemName: item?.name ?? '판매가 끝난 서비스',
    categoryCode: item?.categoryCode ?? '',
    categoryName: item?.categoryName ?? '',
    thumbnailUrl: item?.thumbnailUrl ?? '',
    partner: { partnerIdx: item?.partnerIdx ?? 0, companyName: item?.companyName ?? '' },
    apartment: row.apartmentIdx !== null && row.apartmentName !== null ? { apartmentIdx: row.apartmentIdx, name: row.apartmentName } : null,
    pyeong: row.pyeong,
    pyeongTier: estimate?.pyeongTier ?? null,
    options: lineOptionsOf(line),
    quantity: row.quantity,
    ...formatVisit({ visitDate: row.visitDate, dateUndecided: row.dateUndecided, visitHour: row.visitHour }, visitTimeSet),
    visitTimes: [...VISIT_TIME_SETS[visitTimeSet]],
    regularTotal: estimate?.regularTotal ?? row.addedPrice,
    discountAmount: estimate?.discountAmount ?? 0,
    discountRate: estimate?.discountRate ?? 0,
    price,
    priceType: estimate?.priceType ?? 'regular',
    specialLabel: estimate?.specialLabel ?? null,
    addedPrice: row.addedPrice,
    priceChanged: estimate !== null && estimate.total !== row.addedPrice,
    available: line.available,
    unavailableReason: line.unavailableReason,
    refundPolicy,
    quote:
      row.quoteUid !== null && row.quoteCovers !== null && row.quoteValidUntil !== null
        ? { reservationUid: row.quoteUid, covers: row.quoteCovers, validUntil: row.quoteValidUntil }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
