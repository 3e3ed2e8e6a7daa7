import { seoulClock } from './seoul-time';

/**
 * How many years a company has been in business, counted the Korean way (the founding year is the
 * first: founded 2014, in 2026 it is its 13th year, "13년째"). The one number every screen shows.
 */
export function yearsInBusiness(establishedYear: number, now: Date = new Date()): number {
  return Math.max(1, seoulClock(now).year - establishedYear + 1);
}
