import {
  addDays,
  daysInMonth,
  HAPPY_CALL_LABEL,
  hourLabel,
  ORDER_STATUS_LABELS,
  PARTNER_ENTRY_KIND_LABELS,
  seoulToday,
  toYmd,
  VISIT_TIME_SETS,
  visitTimeSetFor,
  weekdayOf,
  type OrderStatus,
  type PartnerCalendar,
  type PartnerCalendarDay,
  type PartnerCalendarEntry,
  type PartnerCalendarQuery,
  type PartnerCalendarVisit,
  type PartnerDayCapacity,
  type PartnerDaySlot,
  type PartnerEntryKind,
  type PartnerWeeklyCapacity,
} from '@ipju/contract';
import type { Db, DbOrTx } from '../../db/client';
import { asPartner, authorize } from '../../lib/authorize';
import { invalidField } from '../../lib/errors';
import {
  closeDate,
  daySlots,
  partnerDefaultCapacity,
  readWeeklyCapacity,
  reopenDate,
  setSlotCapacity,
  setWeeklyCapacity,
  type DaySlot,
  type WeeklyCell,
} from '../schedule';
import { listOfflineVisits } from '../offline-orders';
import * as repo from './partner-calendar.repository';

const ENTRY = '일정';

const slotLabel = (hour: number | null) => (hour === null ? HAPPY_CALL_LABEL : hourLabel(hour));

/**
 * The partner's sold visits from `from` to `to` (inclusive) in date and time order, with the home (complex,
 * 동·호), service, short order number and status: the calendar's list, and what a day view of the company's
 * visits (today's schedule, a morning summary) can read. Two queries whatever the range holds: none.
 */
export async function listPartnerVisits(db: DbOrTx, partnerIdx: number, from: string, to: string): Promise<PartnerCalendarVisit[]> {
  const rows = await repo.listVisits(db, partnerIdx, from, to);
  return rows.map((r) => ({
    lineIdx: r.lineIdx,
    orderNo: r.orderNo,
    date: r.date!,
    hour: r.hour,
    timeLabel: slotLabel(r.hour),
    itemName: r.itemName,
    categoryName: r.categoryName,
    complexName: r.complexName,
    dong: r.dong,
    ho: r.ho,
    status: r.status,
    statusLabel: ORDER_STATUS_LABELS[r.status as OrderStatus] ?? r.status,
  }));
}

function toEntry(row: repo.EntryRow): PartnerCalendarEntry {
  return {
    entryIdx: row.entryIdx,
    kind: row.kind,
    kindLabel: PARTNER_ENTRY_KIND_LABELS[row.kind],
    title: row.title,
    date: row.entryDate,
    startTime: row.startTime,
    endTime: row.endTime,
    memo: row.memo,
  };
}

/** The days a calendar view covers: a month, the Sunday-first week of a date, or one date. */
export function viewRange(query: Pick<PartnerCalendarQuery, 'type' | 'year' | 'month' | 'date'>): { from: string; to: string } {
  if (query.type === 'month') {
    const from = toYmd({ year: query.year!, month: query.month!, day: 1 });
    return { from, to: toYmd({ year: query.year!, month: query.month!, day: daysInMonth(query.year!, query.month!) }) };
  }
  const date = query.date!;
  if (query.type === 'day') return { from: date, to: date };
  const from = addDays(date, -weekdayOf(date));
  return { from, to: addDays(from, 6) };
}

interface EntryInput {
  kind: PartnerEntryKind;
  title: string;
  date: string;
  startTime?: string | null;
  endTime?: string | null;
  memo: string;
}

const entryValues = (input: EntryInput) => ({
  kind: input.kind,
  title: input.title,
  entryDate: input.date,
  startTime: input.startTime ?? null,
  endTime: input.startTime ? (input.endTime ?? null) : null,
  memo: input.memo,
});

export function createPartnerCalendarService(db: Db) {
  const ownEntry = async (partnerIdx: number, entryIdx: number) =>
    authorize(asPartner(partnerIdx), await repo.findEntry(db, entryIdx), (e) => ({ partnerIdx: e.partnerIdx }), ENTRY);

  /** The visit hours the company sells (union of its items' time sets), whole-day slot last. */
  async function sellingHours(partnerIdx: number): Promise<(number | null)[]> {
    const sets = await repo.listItemTimeSets(db, partnerIdx);
    const hours = new Set<number | null>();
    for (const s of sets) for (const t of VISIT_TIME_SETS[visitTimeSetFor(s)]) hours.add(t.hour);
    return [...hours].sort((a, b) => (a ?? 99) - (b ?? 99));
  }

  const toSlot = (s: DaySlot): PartnerDaySlot => ({ ...s, label: s.hour === null ? '하루 단위(해피콜)' : hourLabel(s.hour) });

  async function dayCapacity(partnerIdx: number, date: string): Promise<PartnerDaySlot[]> {
    const slots = await daySlots(db, partnerIdx, date, await sellingHours(partnerIdx));
    return slots.map(toSlot);
  }

  const notPast = (date: string, what: string) => {
    if (date < seoulToday()) throw invalidField('date', `지난 날짜는 ${what} 수 없어요. 오늘 이후의 날짜를 골라 주세요.`);
  };

  return {
    /** GET /partner/calendar: a month, a week or a day of visits, closed days and entries; with id, that entry's day. */
    async calendar(partnerIdx: number, query: PartnerCalendarQuery): Promise<PartnerCalendar> {
      let entry: PartnerCalendarEntry | null = null;
      let view: Pick<PartnerCalendarQuery, 'type' | 'year' | 'month' | 'date'> = query;
      if (query.id !== undefined) {
        entry = toEntry(await ownEntry(partnerIdx, query.id));
        view = { type: 'day', date: entry.date };
      }
      const { from, to } = viewRange(view);
      const [visits, offlineVisits, closedDays, entries, slots] = await Promise.all([
        listPartnerVisits(db, partnerIdx, from, to),
        listOfflineVisits(db, partnerIdx, from, to),
        repo.listClosedDays(db, partnerIdx, from, to),
        repo.listEntries(db, partnerIdx, from, to),
        view.type === 'day' ? dayCapacity(partnerIdx, from) : Promise.resolve([]),
      ]);
      return { type: view.type, from, to, visits, offlineVisits, closedDays, entries: entries.map(toEntry), slots, entry };
    },

    async createEntry(partnerIdx: number, input: EntryInput): Promise<PartnerCalendarEntry> {
      return toEntry(await repo.insertEntry(db, partnerIdx, entryValues(input)));
    },

    async updateEntry(partnerIdx: number, entryIdx: number, input: EntryInput): Promise<PartnerCalendarEntry> {
      await ownEntry(partnerIdx, entryIdx);
      return toEntry(await repo.updateEntry(db, entryIdx, entryValues(input)));
    },

    async deleteEntry(partnerIdx: number, entryIdx: number): Promise<void> {
      await ownEntry(partnerIdx, entryIdx);
      await repo.deleteEntry(db, entryIdx);
    },

    /** Closes a day (409 with the orders while visits are held on it); residents can no longer pick it. */
    async closeDay(partnerIdx: number, date: string, reason: string): Promise<PartnerCalendarDay> {
      notPast(date, '휴무로 바꿀');
      const why = reason || '휴무';
      await db.transaction((tx) => closeDate(tx, partnerIdx, date, why));
      return { date, closed: true, reason: why };
    },

    /** Opens a closed day again (opening an open day changes nothing). */
    async reopenDay(partnerIdx: number, date: string): Promise<PartnerCalendarDay> {
      notPast(date, '영업일로 바꿀');
      await db.transaction((tx) => reopenDate(tx, partnerIdx, date));
      const closed = await repo.findClosedDay(db, partnerIdx, date);
      return { date, closed: closed !== undefined, reason: closed?.reason ?? null };
    },

    /** The weekly template over the hours the company sells, each cell its value (the default where unset). */
    async weeklyCapacity(partnerIdx: number): Promise<PartnerWeeklyCapacity> {
      const [hours, cells, defaultCapacity] = await Promise.all([
        sellingHours(partnerIdx),
        readWeeklyCapacity(db, partnerIdx),
        partnerDefaultCapacity(db, partnerIdx),
      ]);
      const set = new Set(hours);
      for (const c of cells) set.add(c.hour);
      const all = [...set].sort((a, b) => (a ?? 99) - (b ?? 99));
      const value = (weekday: number, hour: number | null) => cells.find((c) => c.weekday === weekday && c.hour === hour)?.capacity ?? defaultCapacity;
      return {
        defaultCapacity,
        slots: all.map((hour) => ({ hour, label: hour === null ? '하루 단위(해피콜)' : hourLabel(hour) })),
        cells: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => all.map((hour) => ({ weekday, hour, capacity: value(weekday, hour) }))),
      };
    },

    /** Changes cells of the weekly template (409 with the orders when a coming date holds more). */
    async setWeeklyCapacity(partnerIdx: number, cells: WeeklyCell[]): Promise<PartnerWeeklyCapacity> {
      await db.transaction((tx) => setWeeklyCapacity(tx, partnerIdx, cells, seoulToday()));
      return this.weeklyCapacity(partnerIdx);
    },

    /** Sets (or gives back to the template, capacity null) a date's slots, all or none. */
    async setDayCapacity(
      partnerIdx: number,
      date: string,
      slots: readonly { hour: number | null; capacity: number | null }[],
    ): Promise<PartnerDayCapacity> {
      notPast(date, '방문 수를 바꿀');
      await db.transaction(async (tx) => {
        for (const s of slots) await setSlotCapacity(tx, { partnerIdx, visitDate: date, visitHour: s.hour }, s.capacity);
      });
      return { date, slots: await dayCapacity(partnerIdx, date) };
    },
  };
}

export type PartnerCalendarService = ReturnType<typeof createPartnerCalendarService>;
