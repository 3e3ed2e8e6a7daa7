import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  apartmentAreas,
  apartments,
  categories,
  itemOptionGroups,
  itemOptions,
  items,
  offlineOrderLinks,
  offlineOrders,
  orderLines,
  orders,
  partnerClosedDates,
  partners,
  residents,
  type PartnerHours,
} from '../../db/schema';

export type OfflineOrderRow = typeof offlineOrders.$inferSelect;
export type OfflineOrderInsert = typeof offlineOrders.$inferInsert;
export type OfflineLinkRow = typeof offlineOrderLinks.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The names an offline order is shown with (company, service, complex), next to the row. */
const shownColumns = {
  order: offlineOrders,
  companyName: partners.companyName,
  companyPhone: partners.phone,
  itemName: items.name,
  complexName: apartments.name,
  address: apartments.address,
};

function shownQuery(db: DbOrTx) {
  return db
    .select(shownColumns)
    .from(offlineOrders)
    .innerJoin(partners, eq(partners.partnerIdx, offlineOrders.partnerIdx))
    .innerJoin(items, eq(items.itemIdx, offlineOrders.itemIdx))
    .innerJoin(apartments, eq(apartments.apartmentIdx, offlineOrders.apartmentIdx));
}

export type ShownOrder = NonNullable<Awaited<ReturnType<typeof findShown>>>;

export async function findShown(db: DbOrTx, offlineIdx: number) {
  const [row] = await shownQuery(db).where(eq(offlineOrders.offlineIdx, offlineIdx)).limit(1);
  return row;
}

export async function lockOrder(tx: DbOrTx, offlineIdx: number): Promise<OfflineOrderRow | undefined> {
  const [row] = await tx.select().from(offlineOrders).where(eq(offlineOrders.offlineIdx, offlineIdx)).for('update').limit(1);
  return row;
}

export async function insertOrder(tx: DbOrTx, values: OfflineOrderInsert): Promise<OfflineOrderRow> {
  const [row] = await tx.insert(offlineOrders).values(values).returning();
  return row!;
}

export async function updateOrder(tx: DbOrTx, offlineIdx: number, values: Partial<OfflineOrderInsert>): Promise<OfflineOrderRow> {
  const [row] = await tx
    .update(offlineOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(offlineOrders.offlineIdx, offlineIdx))
    .returning();
  return row!;
}

export interface ListFilter {
  partnerIdx: number;
  name?: string;
  phone?: string;
  complexName?: string;
  status?: OfflineOrderRow['status'];
  dateType: 'visit' | 'created';
  startDate?: string;
  endDate?: string;
  page: number;
  limit: number;
}

/** One page of the company's offline orders with their names, newest first, and the total (one query). */
export async function listOrders(db: DbOrTx, f: ListFilter) {
  const where: SQL[] = [eq(offlineOrders.partnerIdx, f.partnerIdx)];
  if (f.name) where.push(ilike(offlineOrders.customerName, `%${escapeLike(f.name)}%`));
  if (f.phone) where.push(sql`${offlineOrders.customerPhone} like ${`%${f.phone}%`}`);
  if (f.complexName) where.push(ilike(apartments.name, `%${escapeLike(f.complexName)}%`));
  if (f.status) where.push(eq(offlineOrders.status, f.status));
  const day = f.dateType === 'visit' ? sql`${offlineOrders.visitDate}` : sql`(${offlineOrders.createdAt} at time zone 'Asia/Seoul')::date`;
  if (f.startDate) where.push(sql`${day} >= ${f.startDate}::date`);
  if (f.endDate) where.push(sql`${day} <= ${f.endDate}::date`);
  const rows = await db
    .select({ ...shownColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(offlineOrders)
    .innerJoin(partners, eq(partners.partnerIdx, offlineOrders.partnerIdx))
    .innerJoin(items, eq(items.itemIdx, offlineOrders.itemIdx))
    .innerJoin(apartments, eq(apartments.apartmentIdx, offlineOrders.apartmentIdx))
    .where(and(...where))
    .orderBy(desc(offlineOrders.createdAt), desc(offlineOrders.offlineIdx))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  return rows;
}

export async function listLinks(db: DbOrTx, offlineIdx: number): Promise<OfflineLinkRow[]> {
  return db.select().from(offlineOrderLinks).where(eq(offlineOrderLinks.offlineIdx, offlineIdx)).orderBy(desc(offlineOrderLinks.linkIdx));
}

export async function insertLink(tx: DbOrTx, values: typeof offlineOrderLinks.$inferInsert): Promise<OfflineLinkRow> {
  const [row] = await tx.insert(offlineOrderLinks).values(values).returning();
  return row!;
}

export async function findLinkByHash(db: DbOrTx, tokenHash: string): Promise<OfflineLinkRow | undefined> {
  const [row] = await db.select().from(offlineOrderLinks).where(eq(offlineOrderLinks.tokenHash, tokenHash)).limit(1);
  return row;
}

/** The company's active items with their option groups and options (three queries). */
export async function listItemTypes(db: DbOrTx, partnerIdx: number) {
  const itemRows = await db
    .select({ itemIdx: items.itemIdx, name: items.name, categoryName: categories.name })
    .from(items)
    .innerJoin(categories, eq(categories.code, items.categoryCode))
    .where(and(eq(items.partnerIdx, partnerIdx), eq(items.isActive, true)))
    .orderBy(asc(items.sortOrder), asc(items.itemIdx));
  if (itemRows.length === 0) return [];
  const ids = itemRows.map((i) => i.itemIdx);
  const groups = await db
    .select()
    .from(itemOptionGroups)
    .where(inArray(itemOptionGroups.itemIdx, ids))
    .orderBy(asc(itemOptionGroups.sortOrder), asc(itemOptionGroups.groupIdx));
  const options = groups.length
    ? await db
        .select()
        .from(itemOptions)
        .where(
          inArray(
            itemOptions.groupIdx,
            groups.map((g) => g.groupIdx),
          ),
        )
        .orderBy(asc(itemOptions.sortOrder), asc(itemOptions.optionIdx))
    : [];
  return itemRows.map((item) => ({
    ...item,
    groups: groups
      .filter((g) => g.itemIdx === item.itemIdx)
      .map((g) => ({
        groupIdx: g.groupIdx,
        name: g.name,
        kind: g.kind,
        multiple: g.multiple,
        options: options
          .filter((o) => o.groupIdx === g.groupIdx)
          .map((o) => ({ optionIdx: o.optionIdx, name: o.name, price: o.price, pyeongMin: o.pyeongMin, pyeongMax: o.pyeongMax })),
      })),
  }));
}

/** The company's item (active) with its options, or undefined when it is not this company's. */
export async function findOwnItem(db: DbOrTx, partnerIdx: number, itemIdx: number) {
  const [item] = await db
    .select({ itemIdx: items.itemIdx, name: items.name })
    .from(items)
    .where(and(eq(items.itemIdx, itemIdx), eq(items.partnerIdx, partnerIdx), eq(items.isActive, true)))
    .limit(1);
  if (!item) return undefined;
  const options = await db
    .select({ optionIdx: itemOptions.optionIdx, name: itemOptions.name, price: itemOptions.price, groupName: itemOptionGroups.name })
    .from(itemOptions)
    .innerJoin(itemOptionGroups, eq(itemOptionGroups.groupIdx, itemOptions.groupIdx))
    .where(eq(itemOptionGroups.itemIdx, itemIdx));
  return { ...item, options };
}

export async function findApartment(db: DbOrTx, apartmentIdx: number) {
  const [row] = await db.select().from(apartments).where(eq(apartments.apartmentIdx, apartmentIdx)).limit(1);
  return row;
}

export async function findArea(db: DbOrTx, apartmentIdx: number, areaIdx: number) {
  const [row] = await db
    .select()
    .from(apartmentAreas)
    .where(and(eq(apartmentAreas.areaIdx, areaIdx), eq(apartmentAreas.apartmentIdx, apartmentIdx)))
    .limit(1);
  return row;
}

export async function partnerPhone(db: DbOrTx, partnerIdx: number): Promise<string | undefined> {
  const [row] = await db.select({ phone: partners.phone }).from(partners).where(eq(partners.partnerIdx, partnerIdx)).limit(1);
  return row?.phone;
}

/** The company's weekly opening hours (partners.hours): an offline visit is booked inside them. */
export async function partnerHours(db: DbOrTx, partnerIdx: number): Promise<PartnerHours> {
  const [row] = await db.select({ hours: partners.hours }).from(partners).where(eq(partners.partnerIdx, partnerIdx)).limit(1);
  return row?.hours ?? {};
}

/** The days the company closed in its calendar between two dates (inclusive), in order. */
export async function closedDatesBetween(db: DbOrTx, partnerIdx: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ date: partnerClosedDates.closedDate })
    .from(partnerClosedDates)
    .where(and(eq(partnerClosedDates.partnerIdx, partnerIdx), gte(partnerClosedDates.closedDate, from), lte(partnerClosedDates.closedDate, to)))
    .orderBy(asc(partnerClosedDates.closedDate));
  return rows.map((r) => r.date);
}

export async function isMemberPhone(db: DbOrTx, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ residentIdx: residents.residentIdx })
    .from(residents)
    .where(and(eq(residents.phone, phone), sql`${residents.withdrawnAt} is null`))
    .limit(1);
  return Boolean(row);
}

/**
 * This company's past customers whose name or phone matches: its own offline orders and the people whose
 * online orders were sold to it. Never anyone else.
 */
export async function searchPastCustomers(db: DbOrTx, partnerIdx: number, q: string, limit: number) {
  const digits = q.replace(/\D/g, '');
  const byPhone = digits.length >= 4 && digits.length === q.replace(/[\s-]/g, '').length;
  const offlineMatch = byPhone
    ? sql`${offlineOrders.customerPhone} like ${`%${digits}%`}`
    : ilike(offlineOrders.customerName, `%${escapeLike(q)}%`);
  const offline = await db
    .select({
      name: offlineOrders.customerName,
      phone: offlineOrders.customerPhone,
      apartmentIdx: offlineOrders.apartmentIdx,
      complexName: apartments.name,
      dong: offlineOrders.dong,
      ho: offlineOrders.ho,
      pyeong: offlineOrders.pyeong,
      at: offlineOrders.createdAt,
    })
    .from(offlineOrders)
    .innerJoin(apartments, eq(apartments.apartmentIdx, offlineOrders.apartmentIdx))
    .where(and(eq(offlineOrders.partnerIdx, partnerIdx), offlineMatch))
    .orderBy(desc(offlineOrders.createdAt))
    .limit(limit);
  const onlineMatch = byPhone ? sql`${orders.buyerPhone} like ${`%${digits}%`}` : ilike(orders.buyerName, `%${escapeLike(q)}%`);
  const online = await db
    .select({
      name: orders.buyerName,
      phone: orders.buyerPhone,
      apartmentIdx: orderLines.apartmentIdx,
      complexName: apartments.name,
      dong: orders.dong,
      ho: orders.ho,
      pyeong: orderLines.pyeong,
      at: orders.createdAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .leftJoin(apartments, eq(apartments.apartmentIdx, orderLines.apartmentIdx))
    .where(and(eq(orderLines.partnerIdx, partnerIdx), isNotNull(orders.paidAt), isNotNull(orders.buyerPhone), onlineMatch))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return [...offline, ...online].sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** A resident's paid offline orders (matched by phone), newest payment first. */
export async function listForPhone(db: DbOrTx, phone: string) {
  return shownQuery(db)
    .where(and(eq(offlineOrders.customerPhone, phone), isNotNull(offlineOrders.paidAt)))
    .orderBy(desc(offlineOrders.paidAt))
    .limit(50);
}

export async function residentPhoneOf(db: DbOrTx, residentIdx: number): Promise<string | null> {
  const [row] = await db.select({ phone: residents.phone }).from(residents).where(eq(residents.residentIdx, residentIdx)).limit(1);
  return row?.phone ?? null;
}

/** Claims the payment of the order's current version: pending -> paid once. Undefined when it was not pending at that version and amount. */
export async function claimPaid(
  tx: DbOrTx,
  offlineIdx: number,
  version: number,
  paid: { amount: number; impUid: string; payMethod: string },
): Promise<OfflineOrderRow | undefined> {
  const [row] = await tx
    .update(offlineOrders)
    .set({ status: 'paid', impUid: paid.impUid, payMethod: paid.payMethod, paidAmount: paid.amount, paidAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(offlineOrders.offlineIdx, offlineIdx),
        eq(offlineOrders.status, 'pending'),
        eq(offlineOrders.version, version),
        eq(offlineOrders.amount, paid.amount),
      ),
    )
    .returning();
  return row;
}

/** Claims the refund of a paid order (one cancel at a time; a claim older than 5 minutes is taken over). */
export async function claimRefund(tx: DbOrTx, offlineIdx: number): Promise<OfflineOrderRow | undefined> {
  const [row] = await tx
    .update(offlineOrders)
    .set({ refundingAt: new Date() })
    .where(
      and(
        eq(offlineOrders.offlineIdx, offlineIdx),
        eq(offlineOrders.status, 'paid'),
        or(sql`${offlineOrders.refundingAt} is null`, lte(offlineOrders.refundingAt, sql`now() - interval '5 minutes'`)),
      ),
    )
    .returning();
  return row;
}

export async function markPaymentOpened(db: DbOrTx, offlineIdx: number): Promise<void> {
  await db.update(offlineOrders).set({ paymentOpenedAt: new Date() }).where(eq(offlineOrders.offlineIdx, offlineIdx));
}

/** Pending orders whose payment window was opened since `since`, oldest first (the reconcile job). */
export async function listOpenedPending(db: DbOrTx, since: Date, limit: number) {
  return db
    .select({ merchantUid: offlineOrders.merchantUid })
    .from(offlineOrders)
    .where(and(eq(offlineOrders.status, 'pending'), gte(offlineOrders.paymentOpenedAt, since)))
    .orderBy(asc(offlineOrders.paymentOpenedAt))
    .limit(limit);
}

/** The company's pending and paid offline orders with a visit date from `from` to `to`, in date and time order (one query). */
export async function listCalendarVisits(db: DbOrTx, partnerIdx: number, from: string, to: string) {
  return db
    .select({
      id: offlineOrders.offlineIdx,
      date: offlineOrders.visitDate,
      hour: offlineOrders.visitHour,
      itemName: items.name,
      customerName: offlineOrders.customerName,
      complexName: apartments.name,
      dong: offlineOrders.dong,
      ho: offlineOrders.ho,
      status: offlineOrders.status,
    })
    .from(offlineOrders)
    .innerJoin(items, eq(items.itemIdx, offlineOrders.itemIdx))
    .innerJoin(apartments, eq(apartments.apartmentIdx, offlineOrders.apartmentIdx))
    .where(
      and(
        eq(offlineOrders.partnerIdx, partnerIdx),
        inArray(offlineOrders.status, ['pending', 'paid']),
        gte(offlineOrders.visitDate, from),
        lte(offlineOrders.visitDate, to),
      ),
    )
    .orderBy(asc(offlineOrders.visitDate), sql`${offlineOrders.visitHour} nulls first`, asc(offlineOrders.offlineIdx));
}

/** The member (a resident who has not withdrawn) with this phone, if any: their 알림 inbox gets the customer's messages too. */
export async function memberWithPhone(db: DbOrTx, phone: string): Promise<number | null> {
  const [row] = await db
    .select({ residentIdx: residents.residentIdx })
    .from(residents)
    .where(and(eq(residents.phone, phone), isNull(residents.withdrawnAt)))
    .limit(1);
  return row?.residentIdx ?? null;
}
