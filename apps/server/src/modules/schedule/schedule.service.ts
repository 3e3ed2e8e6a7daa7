import {
  addDays,
  addMonths,
  earliestSelectableDate,
  VISIT_TIME_SETS,
  visitTimeSetFor,
  type ItemAvailability,
} from '@ipju/contract';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/errors';
import { monthAvailability } from './availability';
import { bookingWindow } from './booking-window';
import * as repo from './schedule.repository';
import { listWeekly } from './slots.repository';

// The same words as the items module, so every item route answers an unknown item alike.
const itemNotFound = () => new AppError('NOT_FOUND', '상품을 찾을 수 없어요. 판매가 끝났거나 없는 상품이에요.');

/** '2027-03' -> '2027년 3월' */
const monthLabel = (ym: string) => `${ym.slice(0, 4)}년 ${Number(ym.slice(5, 7))}월`;

export function createScheduleService(db: Db) {
  return {
    /** GET /items/{id}/availability: what the date modal disables in one month for one item. */
    async getItemAvailability(itemIdx: number, month: string, now: Date = new Date()): Promise<ItemAvailability> {
      const window = bookingWindow(now);
      if (month < window.firstMonth || month > window.lastMonth) {
        throw invalidField(
          'month',
          `예약은 ${monthLabel(window.firstMonth)}부터 ${monthLabel(window.lastMonth)}까지 할 수 있어요. 그 사이의 월을 골라 주세요.`,
        );
      }
      const item = await repo.findSellableItem(db, itemIdx);
      if (!item) throw itemNotFound();

      const first = `${month}-01`;
      const last = addDays(addMonths(first, 1), -1);
      const [closedDates, slotRows, weekly] = await Promise.all([
        repo.listClosedDates(db, item.partnerIdx, first, last),
        repo.listSlotRows(db, item.partnerIdx, first, last),
        listWeekly(db, item.partnerIdx),
      ]);
      const visitTimes = [...VISIT_TIME_SETS[visitTimeSetFor(item)]];
      return {
        itemIdx: item.itemIdx,
        month,
        earliestDate: earliestSelectableDate(now),
        ...monthAvailability({
          month,
          hours: visitTimes.map((t) => t.hour),
          defaultCapacity: item.slotCapacity,
          weekly,
          closedDates,
          slotRows,
        }),
        visitTimes,
      };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
