import type { VisitTimeOption } from '@ipju/contract';
import { useCallback, useMemo, useState } from 'react';
import { DateTimeModal, type DateTimeValue } from '../../../components/ui/DateTimeModal/DateTimeModal';
import { useItemAvailability } from '../api/getItemAvailability';
import { isHappyCall, timeOptionsOf } from './time-options';

export interface VisitDateModalProps {
  isOpen: boolean;
  itemIdx: number;
  /**
   * The item's visit-time list (cart lines carry it). Omit it (order lines do not carry it) to use the
   * list of the item's availability answer.
   */
  visitTimes?: readonly VisitTimeOption[];
  /** Current value: 'YYYY-MM-DD', '미정' or null. */
  tz: string | null;
  time: number | null;
  /** Label of the 'undecided' checkbox; omit to require a date (e.g. moving a booked visit). */
  noDateText?: string;
  title?: string;
  confirmText?: string;
  /** The first and last day the caller allows (a move-in plan line's window), inside the partner's own earliest day. */
  minDate?: string;
  maxDate?: string;
  onClose: () => void;
  onConfirm: (value: DateTimeValue) => void;
}

/** The later of two 'YYYY-MM-DD' days ('YYYY-MM-DD' strings sort as dates). */
const laterOf = (a: string | undefined, b: string | undefined) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * The date-and-time modal for a service's visit (SPEC section 2), with the partner's closed and full days
 * disabled for the month being viewed, and full time slots marked 마감. Happy-call items only pick a day.
 */
export function VisitDateModal({
  isOpen,
  itemIdx,
  visitTimes,
  tz,
  time,
  noDateText,
  title = '희망 시공일을 선택해 주세요',
  confirmText,
  minDate,
  maxDate,
  onClose,
  onConfirm,
}: VisitDateModalProps) {
  const [month, setMonth] = useState<string | null>(null);
  const onMonthChange = useCallback((m: string) => setMonth(m), []);
  const availability = useItemAvailability(itemIdx, isOpen ? month : null);
  const data = availability.data;

  const disabledDates = useMemo(() => (data ? [...data.closedDates, ...data.fullDates] : []), [data]);
  const disabledTimes = useCallback(
    (date: string) =>
      (data?.fullSlots ?? []).filter((s) => s.date === date).map((s) => (s.time === null ? 'null' : String(s.time))),
    [data],
  );
  // Until the availability answer brings the list, assume a time is picked (the time step shows after it).
  const times = visitTimes ?? data?.visitTimes;
  const happyCall = times ? isHappyCall(times) : false;

  return (
    <DateTimeModal
      isOpen={isOpen}
      title={title}
      noDateText={noDateText}
      tz={tz}
      time={time}
      type={happyCall ? 'DateOnly' : 'WithTimePicker'}
      timeOptions={timeOptionsOf(times ?? [])}
      timePickerOkText={confirmText}
      disabledDates={disabledDates}
      disabledTimes={disabledTimes}
      onMonthChange={onMonthChange}
      minDate={laterOf(data?.earliestDate, minDate)}
      maxDate={maxDate}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
