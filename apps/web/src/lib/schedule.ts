/**
 * Calendar-date helpers and the earliest-visit-date rule (SPEC section 5). They live in the contract
 * package, so the date modal and the server enforce the same rule; this module re-exports them.
 */
export {
  UNDECIDED,
  type Undecided,
  type DateParts,
  isYmd,
  parseYmd,
  toYmd,
  seoulClock,
  seoulDateParts,
  seoulToday,
  addDays,
  addMonths,
  startOfMonth,
  weekdayOf,
  daysInMonth,
  compareYmd,
  diffDays,
  earliestSelectableDate,
  monthMatrix,
} from '@ipju/contract';
