import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { BOOKED_VISIT_STATUSES } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { cautions, orderLines, orders } from '../../db/schema';

export type CautionRow = typeof cautions.$inferSelect;

/**
 * The resident's booked visits: order lines awaiting the deposit or the work, or in progress, that have a
 * visit date or are 미정. Read-only over the billing tables (billing owns every write to them). Dated
 * visits first by date and hour, then undecided ones.
 */
export function listBookedVisits(db: DbOrTx, residentIdx: number) {
  return db
    .select({
      lineIdx: orderLines.lineIdx,
      merchantUid: orders.merchantUid,
      itemIdx: orderLines.itemIdx,
      itemName: orderLines.itemName,
      categoryCode: orderLines.categoryCode,
      categoryName: orderLines.categoryName,
      companyName: orderLines.companyName,
      status: orderLines.status,
      visitDate: orderLines.visitDate,
      dateUndecided: orderLines.dateUndecided,
      visitHour: orderLines.visitHour,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .where(
      and(
        eq(orders.residentIdx, residentIdx),
        inArray(orderLines.status, [...BOOKED_VISIT_STATUSES]),
        or(isNotNull(orderLines.visitDate), eq(orderLines.dateUndecided, true)),
      ),
    )
    .orderBy(sql`${orderLines.visitDate} asc nulls last`, sql`${orderLines.visitHour} asc nulls last`, asc(orderLines.lineIdx));
}

/** The general cautions and those of the given categories, in their sort order. */
export function listCautions(db: DbOrTx, categoryCodes: string[]) {
  return db
    .select()
    .from(cautions)
    .where(categoryCodes.length ? or(isNull(cautions.categoryCode), inArray(cautions.categoryCode, categoryCodes)) : isNull(cautions.categoryCode))
    .orderBy(asc(cautions.sortOrder), asc(cautions.cautionIdx));
}
