import { daysInMonth, parseYmd, toYmd, weekdayOf, type ItemAvailability } from '@ipju/contract';
import { SLOT_WHOLE_DAY } from '../../db/schema';

export interface SlotRow {
  date: string;
  slotHour: number;
  capacity: number;
  held: number;
}

export interface MonthInput {
  /** 'YYYY-MM' */
  month: string;
  /** The item's visit hours; null is the whole-day slot of happy-call items. */
  hours: readonly (number | null)[];
  /** partners.slot_capacity: the capacity of a slot without a row. */
  defaultCapacity: number;
  /** The weekly template (partner_weekly_capacity): a slot without a row takes its weekday's and hour's value. */
  weekly?: readonly { weekday: number; slotHour: number; capacity: number }[];
  closedDates: readonly string[];
  slotRows: readonly SlotRow[];
}

/**
 * Which days of a month the date modal disables for one item: the partner's closed days, the days where
 * every slot of the item's visit times is full, and the full slots of the other days. Closed days are
 * listed once (not again as full). A slot without a row is full only when its capacity (the weekly
 * template's for its weekday and hour, else the partner's default) is 0.
 */
export function monthAvailability(input: MonthInput): Pick<ItemAvailability, 'closedDates' | 'fullDates' | 'fullSlots'> {
  const closed = new Set(input.closedDates);
  const rows = new Map(input.slotRows.map((r) => [`${r.date}|${r.slotHour}`, r]));
  const weekly = new Map((input.weekly ?? []).map((w) => [`${w.weekday}|${w.slotHour}`, w.capacity]));
  const isFull = (date: string, hour: number | null) => {
    const row = rows.get(`${date}|${hour ?? SLOT_WHOLE_DAY}`);
    if (row) return row.held >= row.capacity;
    return (weekly.get(`${weekdayOf(date)}|${hour ?? SLOT_WHOLE_DAY}`) ?? input.defaultCapacity) <= 0;
  };

  const fullDates: string[] = [];
  const fullSlots: ItemAvailability['fullSlots'] = [];
  const { year, month } = parseYmd(`${input.month}-01`);
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    const date = toYmd({ year, month, day });
    if (closed.has(date)) continue;
    const full = input.hours.filter((hour) => isFull(date, hour));
    if (!full.length) continue;
    if (full.length === input.hours.length) fullDates.push(date);
    else for (const hour of full) fullSlots.push({ date, time: hour });
  }
  return { closedDates: [...closed].sort(), fullDates, fullSlots };
}
