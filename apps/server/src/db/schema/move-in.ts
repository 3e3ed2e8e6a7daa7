import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { apartments } from './places';
import { residents } from './residents';
import { residentHomes } from './visits';

/** One elevator slot of a move-in day, such as 09-12 (9시부터 12시까지). */
export interface ElevatorSlotSetting {
  code: string;
  startHour: number;
  endHour: number;
}

/**
 * A complex whose 입주지원센터 works with ipju (a row here is the flag): the move-in period, the 이사
 * 엘리베이터 slots of each day and how many moves each 동 takes per slot (its moving elevators). A 동
 * missing from `dongCapacities` takes `defaultCapacity`.
 */
export const moveInCenters = pgTable(
  'move_in_centers',
  {
    apartmentIdx: integer('apartment_idx')
      .primaryKey()
      .references(() => apartments.apartmentIdx, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    slots: jsonb('slots').$type<ElevatorSlotSetting[]>().notNull(),
    defaultCapacity: integer('default_capacity').notNull().default(1),
    dongCapacities: jsonb('dong_capacities').$type<Record<string, number>>().notNull().default({}),
    /** The 입주지원센터's phone, digits only. */
    phone: text('phone'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('move_in_centers_period_ck', sql`${t.endsOn} >= ${t.startsOn}`),
    check('move_in_centers_capacity_ck', sql`${t.defaultCapacity} >= 0`),
  ],
);

/**
 * A resident's 입주 예약: the move-in day and elevator slot of one home. A booking takes one seat
 * (1..capacity) of its 동, day and slot; the partial unique index on the seat is what keeps a slot from
 * being overbooked (a claim inserts the first free seat, a lost race retries with the next), and the
 * one on the home keeps one active booking per home. A change or cancel marks the row cancelled.
 */
export const moveInReservations = pgTable(
  'move_in_reservations',
  {
    reservationIdx: integer('reservation_idx').primaryKey().generatedAlwaysAsIdentity(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    homeIdx: integer('home_idx')
      .notNull()
      .references(() => residentHomes.homeIdx, { onDelete: 'cascade' }),
    apartmentIdx: integer('apartment_idx')
      .notNull()
      .references(() => apartments.apartmentIdx),
    dong: text('dong').notNull(),
    ho: text('ho').notNull(),
    moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
    slotCode: text('slot_code').notNull(),
    seatNo: integer('seat_no').notNull(),
    status: text('status', { enum: ['booked', 'cancelled'] }).notNull().default('booked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('move_in_reservations_seat_uq')
      .on(t.apartmentIdx, t.dong, t.moveInDate, t.slotCode, t.seatNo)
      .where(sql`${t.status} = 'booked'`),
    uniqueIndex('move_in_reservations_home_uq').on(t.homeIdx).where(sql`${t.status} = 'booked'`),
    index('move_in_reservations_resident_idx').on(t.residentIdx, t.reservationIdx),
    check('move_in_reservations_seat_ck', sql`${t.seatNo} >= 1`),
    check('move_in_reservations_status_ck', sql`${t.status} in ('booked', 'cancelled')`),
  ],
);
