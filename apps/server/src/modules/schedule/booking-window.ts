import { addDays, addMonths, seoulToday } from '@ipju/contract';

/**
 * How far ahead a visit can be booked: from the current month (Asia/Seoul) to this many months ahead,
 * inclusive. Partners plan capacity about a year out; a date beyond that could not be shown by the date
 * modal's availability either, so the visit-date rule and GET /items/{id}/availability share this window.
 */
export const BOOKING_MONTHS_AHEAD = 12;

export interface BookingWindow {
  /** 'YYYY-MM' of the current month in Seoul. */
  firstMonth: string;
  /** 'YYYY-MM' of the last bookable month. */
  lastMonth: string;
  /** 'YYYY-MM-DD': the last day of the last bookable month. */
  lastDate: string;
}

export function bookingWindow(now: Date = new Date()): BookingWindow {
  const today = seoulToday(now);
  const lastMonthStart = addMonths(today, BOOKING_MONTHS_AHEAD);
  return {
    firstMonth: today.slice(0, 7),
    lastMonth: lastMonthStart.slice(0, 7),
    lastDate: addDays(addMonths(lastMonthStart, 1), -1),
  };
}
