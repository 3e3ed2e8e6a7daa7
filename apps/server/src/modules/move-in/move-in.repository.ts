import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apartments, moveInCenters, moveInReservations, orderLines, orders, residentHomes } from '../../db/schema';

export type CenterRow = typeof moveInCenters.$inferSelect;
export type ReservationRow = typeof moveInReservations.$inferSelect;

const homeColumns = {
  homeIdx: residentHomes.homeIdx,
  residentIdx: residentHomes.residentIdx,
  apartmentIdx: residentHomes.apartmentIdx,
  complexName: apartments.name,
  dong: residentHomes.dong,
  ho: residentHomes.ho,
};

export async function findHome(db: DbOrTx, homeIdx: number) {
  const [row] = await db
    .select(homeColumns)
    .from(residentHomes)
    .innerJoin(apartments, eq(apartments.apartmentIdx, residentHomes.apartmentIdx))
    .where(eq(residentHomes.homeIdx, homeIdx))
    .limit(1);
  return row;
}
export type HomeRow = NonNullable<Awaited<ReturnType<typeof findHome>>>;

export async function findCurrentHome(db: DbOrTx, residentIdx: number) {
  const [row] = await db
    .select(homeColumns)
    .from(residentHomes)
    .innerJoin(apartments, eq(apartments.apartmentIdx, residentHomes.apartmentIdx))
    .where(and(eq(residentHomes.residentIdx, residentIdx), eq(residentHomes.isCurrent, true)))
    .limit(1);
  return row;
}

/** Locks the home's row: one change of its booking at a time. */
export async function lockHome(tx: DbOrTx, homeIdx: number) {
  await tx.select({ homeIdx: residentHomes.homeIdx }).from(residentHomes).where(eq(residentHomes.homeIdx, homeIdx)).for('update');
  return findHome(tx, homeIdx);
}

export async function findCenter(db: DbOrTx, apartmentIdx: number) {
  const [row] = await db.select().from(moveInCenters).where(eq(moveInCenters.apartmentIdx, apartmentIdx)).limit(1);
  return row;
}

export async function findActive(db: DbOrTx, homeIdx: number) {
  const [row] = await db
    .select()
    .from(moveInReservations)
    .where(and(eq(moveInReservations.homeIdx, homeIdx), eq(moveInReservations.status, 'booked')))
    .limit(1);
  return row;
}

/** Booked seats per day and slot of one 동 between two days. */
export async function countBooked(db: DbOrTx, apartmentIdx: number, dong: string, from: string, to: string) {
  return db
    .select({ date: moveInReservations.moveInDate, slotCode: moveInReservations.slotCode, n: sql<number>`count(*)::int` })
    .from(moveInReservations)
    .where(
      and(
        eq(moveInReservations.apartmentIdx, apartmentIdx),
        eq(moveInReservations.dong, dong),
        eq(moveInReservations.status, 'booked'),
        between(moveInReservations.moveInDate, from, to),
      ),
    )
    .groupBy(moveInReservations.moveInDate, moveInReservations.slotCode);
}

export async function countSlot(db: DbOrTx, at: { apartmentIdx: number; dong: string; moveInDate: string; slotCode: string }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(moveInReservations)
    .where(
      and(
        eq(moveInReservations.apartmentIdx, at.apartmentIdx),
        eq(moveInReservations.dong, at.dong),
        eq(moveInReservations.moveInDate, at.moveInDate),
        eq(moveInReservations.slotCode, at.slotCode),
        eq(moveInReservations.status, 'booked'),
      ),
    );
  return row?.n ?? 0;
}

export async function cancel(tx: DbOrTx, reservationIdx: number) {
  await tx
    .update(moveInReservations)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(and(eq(moveInReservations.reservationIdx, reservationIdx), eq(moveInReservations.status, 'booked')));
}

export interface Claim {
  residentIdx: number;
  homeIdx: number;
  apartmentIdx: number;
  dong: string;
  ho: string;
  moveInDate: string;
  slotCode: string;
}

/**
 * Takes the first free seat (1..capacity) of the 동, day and slot, or nothing: when another transaction
 * took the same seat first, the partial unique index makes this insert do nothing (after waiting for its
 * commit), and the caller tries again with a fresh snapshot.
 */
export async function claimSeat(tx: DbOrTx, c: Claim, capacity: number): Promise<ReservationRow | undefined> {
  const result = await tx.execute<{ reservation_idx: number }>(sql`
    insert into move_in_reservations (resident_idx, home_idx, apartment_idx, dong, ho, move_in_date, slot_code, seat_no)
    select ${c.residentIdx}, ${c.homeIdx}, ${c.apartmentIdx}, ${c.dong}, ${c.ho}, ${c.moveInDate}::date, ${c.slotCode}, s
    from generate_series(1, ${capacity}::int) as s
    where not exists (
      select 1 from move_in_reservations m
      where m.apartment_idx = ${c.apartmentIdx} and m.dong = ${c.dong} and m.move_in_date = ${c.moveInDate}::date
        and m.slot_code = ${c.slotCode} and m.seat_no = s and m.status = 'booked'
    )
    order by s
    limit 1
    on conflict (apartment_idx, dong, move_in_date, slot_code, seat_no) where status = 'booked' do nothing
    returning reservation_idx`);
  const idx = result.rows[0]?.reservation_idx;
  if (idx === undefined) return undefined;
  const [row] = await tx.select().from(moveInReservations).where(eq(moveInReservations.reservationIdx, idx));
  return row;
}

/** A paid order line (for the company's console): its buyer and complex. */
export async function findLine(db: DbOrTx, lineIdx: number) {
  const [row] = await db
    .select({
      lineIdx: orderLines.lineIdx,
      partnerIdx: orderLines.partnerIdx,
      categoryCode: orderLines.categoryCode,
      status: orderLines.status,
      apartmentIdx: orderLines.apartmentIdx,
      residentIdx: orders.residentIdx,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .where(eq(orderLines.lineIdx, lineIdx))
    .limit(1);
  return row;
}

/** The resident's active bookings in a complex (one per home). */
export async function activeInComplex(db: DbOrTx, residentIdx: number, apartmentIdx: number) {
  return db
    .select()
    .from(moveInReservations)
    .where(
      and(
        eq(moveInReservations.residentIdx, residentIdx),
        eq(moveInReservations.apartmentIdx, apartmentIdx),
        inArray(moveInReservations.status, ['booked']),
      ),
    )
    .orderBy(moveInReservations.moveInDate);
}
