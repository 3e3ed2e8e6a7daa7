import { visitTimeOptionsFor, type ItemCard, type ItemOptionGroup, type ItemPrice } from '@ipju/contract';
import { applySpecialPrice } from '../../lib/pricing';
import type { ItemCardRow, listOptionRows } from './items.repository';

export function toItemPrice(row: ItemCardRow): ItemPrice {
  const regular = row.tierPrice ?? row.basePrice;
  const applied = applySpecialPrice(regular, row.discountRate);
  return {
    regularPrice: applied.regularPrice,
    price: applied.price,
    discountRate: applied.discountRate,
    priceType: applied.priceType,
    ...(applied.priceType === 'special' && row.specialLabel ? { specialLabel: row.specialLabel } : {}),
    ...(row.tierIdx !== null
      ? {
          pyeongTier: {
            optionIdx: row.tierIdx,
            name: row.tierName ?? '',
            pyeongMin: row.tierMin,
            pyeongMax: row.tierMax,
          },
        }
      : {}),
  };
}

export function toItemCard(row: ItemCardRow): ItemCard {
  return {
    itemIdx: row.itemIdx,
    name: row.name,
    summary: row.summary,
    categoryCode: row.categoryCode,
    categoryName: row.categoryName,
    thumbnailUrl: row.thumbnailUrl,
    partner: {
      partnerIdx: row.partnerIdx,
      companyName: row.companyName,
      ratingAvg: Number(row.partnerRatingAvg),
      reviewCount: row.partnerReviewCount,
    },
    ratingAvg: Number(row.ratingAvg),
    reviewCount: row.reviewCount,
    salesCount: row.salesCount,
    visitTimes: [
      ...visitTimeOptionsFor({
        visitTimeSet: row.visitTimeSet,
        categoryCode: row.categoryCode,
        categoryVisitTimeSet: row.categoryVisitTimeSet,
      }),
    ],
    price: toItemPrice(row),
  };
}

type OptionRow = Awaited<ReturnType<typeof listOptionRows>>[number];

/** Joined group/option rows (ordered) to groups with their options. */
export function toOptionGroups(rows: OptionRow[]): ItemOptionGroup[] {
  const groups = new Map<number, ItemOptionGroup>();
  for (const r of rows) {
    let group = groups.get(r.groupIdx);
    if (!group) {
      group = { groupIdx: r.groupIdx, name: r.groupName, kind: r.kind, required: r.required, multiple: r.multiple, options: [] };
      groups.set(r.groupIdx, group);
    }
    if (r.optionIdx !== null) {
      group.options.push({
        optionIdx: r.optionIdx,
        name: r.name!,
        price: r.price!,
        pyeongMin: r.pyeongMin,
        pyeongMax: r.pyeongMax,
      });
    }
  }
  return [...groups.values()];
}
