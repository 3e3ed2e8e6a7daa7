import {
  addDays,
  compareYmd,
  elevatorSlotLabel,
  MOVE_IN_DAYS_MAX,
  MOVE_IN_UNAVAILABLE_TEXT,
  seoulToday,
  type ElevatorSlot,
  type MoveInReservation,
  type MoveInReservationState,
  type MoveInUnavailableReason,
  type PartnerMoveInBooking,
} from '@ipju/contract';
import type { Db } from '../../db/client';
import type { ElevatorSlotSetting } from '../../db/schema';
import { asPartner, asResident, authorize, lineOwners, residentOwned } from '../../lib/authorize';
import { AppError, invalidField } from '../../lib/errors';
import { PAID_LINE_STATUSES } from '../../lib/group-buy';
import * as repo from './move-in.repository';
import type { CenterRow, HomeRow, ReservationRow } from './move-in.repository';

/**
 * 입주 예약 (POST/GET /reservation; docs/RESIDENT-SERVICES.md "입주 예약"): the move-in day and 이사
 * 엘리베이터 slot of a home in a complex whose 입주지원센터 works with ipju.
 *
 * - A booking claims a seat of its 동, day and slot first (repo.claimSeat: the partial unique index on the
 *   seat decides races), so a slot is never overbooked; a full slot is a 409 and changes nothing.
 * - One active booking per home (unique index). A change cancels the old booking and claims the new seat
 *   in one transaction under the home's row lock: the old slot is freed exactly when the new one is taken.
 * - Bookable days: from tomorrow (Seoul) within the complex's move-in period; a booking can be changed or
 *   cancelled until the day before its move-in day.
 */

const MOVING_CATEGORY = 'move';

const NO_HOME = '집';

/** '101동' and '101' are the same 동. */
export const normaliseDong = (dong: string) => dong.trim().replace(/동$/, '');

function toSlot(s: ElevatorSlotSetting): ElevatorSlot {
  return { code: s.code, startHour: s.startHour, endHour: s.endHour, label: elevatorSlotLabel(s) };
}

function capacityOf(center: CenterRow, dong: string): number {
  const own = Object.entries(center.dongCapacities).find(([d]) => normaliseDong(d) === normaliseDong(dong));
  return own ? own[1] : center.defaultCapacity;
}

function slotOf(center: CenterRow, code: string): ElevatorSlotSetting | undefined {
  return center.slots.find((s) => s.code === code);
}

/** The first and last day a booking can be made for now, or null when the period is over. */
function bookableRange(center: CenterRow, today: string): { first: string; last: string } | null {
  const tomorrow = addDays(today, 1);
  const first = compareYmd(center.startsOn, tomorrow) > 0 ? center.startsOn : tomorrow;
  return compareYmd(first, center.endsOn) > 0 ? null : { first, last: center.endsOn };
}

function toReservation(row: ReservationRow, home: HomeRow, center: CenterRow | undefined, today: string): MoveInReservation {
  const setting = center && slotOf(center, row.slotCode);
  const [startHour, endHour] = row.slotCode.split('-').map(Number);
  return {
    reservationIdx: row.reservationIdx,
    homeIdx: row.homeIdx,
    complexName: home.complexName,
    dong: row.dong,
    ho: row.ho,
    moveInDate: row.moveInDate,
    slot: setting ? toSlot(setting) : toSlot({ code: row.slotCode, startHour: startHour ?? 0, endHour: endHour ?? 0 }),
    canChange: compareYmd(row.moveInDate, today) > 0,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createMoveInService(db: Db) {
  async function homeOf(residentIdx: number, homeIdx: number | undefined): Promise<HomeRow | null> {
    if (homeIdx === undefined) return (await repo.findCurrentHome(db, residentIdx)) ?? null;
    return authorize(asResident(residentIdx), await repo.findHome(db, homeIdx), residentOwned, NO_HOME);
  }

  async function state(residentIdx: number, query: { homeIdx?: number; from?: string; to?: string }): Promise<MoveInReservationState> {
    const today = seoulToday();
    const home = await homeOf(residentIdx, query.homeIdx);
    const empty = (reason: MoveInUnavailableReason): MoveInReservationState => ({
      home: home && { homeIdx: home.homeIdx, apartmentIdx: home.apartmentIdx, complexName: home.complexName, dong: home.dong, ho: home.ho },
      unavailable: reason,
      unavailableText: MOVE_IN_UNAVAILABLE_TEXT[reason],
      center: null,
      reservation: null,
      days: [],
    });
    if (!home) return empty('no_home');
    const center = await repo.findCenter(db, home.apartmentIdx);
    const active = await repo.findActive(db, home.homeIdx);
    if (!center) return { ...empty('no_center'), reservation: active ? toReservation(active, home, undefined, today) : null };
    if (!home.dong || !home.ho) return empty('no_dong_ho');
    const dong = normaliseDong(home.dong);
    const capacity = capacityOf(center, dong);
    const base = {
      ...empty('closed'),
      center: { startsOn: center.startsOn, endsOn: center.endsOn, phone: center.phone, capacity, slots: center.slots.map(toSlot) },
      reservation: active ? toReservation(active, home, center, today) : null,
    };
    const range = bookableRange(center, today);
    if (!range) return base;
    if (query.from && query.to && compareYmd(query.to, query.from) < 0) {
      throw invalidField('to', '마지막 날(to)은 시작일(from)과 같거나 그 뒤여야 해요.');
    }
    const from = query.from && compareYmd(query.from, range.first) > 0 ? query.from : range.first;
    let to = query.to && compareYmd(query.to, range.last) < 0 ? query.to : range.last;
    if (compareYmd(to, addDays(from, MOVE_IN_DAYS_MAX - 1)) > 0) to = addDays(from, MOVE_IN_DAYS_MAX - 1);
    const booked = compareYmd(from, to) <= 0 ? await repo.countBooked(db, home.apartmentIdx, dong, from, to) : [];
    const taken = new Map(booked.map((b) => [`${b.date}|${b.slotCode}`, b.n]));
    const days: MoveInReservationState['days'] = [];
    for (let d = from; compareYmd(d, to) <= 0; d = addDays(d, 1)) {
      days.push({
        date: d,
        slots: center.slots.map((s) => {
          const mine = active?.moveInDate === d && active.slotCode === s.code;
          return { code: s.code, left: Math.max(0, capacity - (taken.get(`${d}|${s.code}`) ?? 0)), mine };
        }),
      });
    }
    return { ...base, unavailable: null, unavailableText: null, days };
  }

  return {
    state,

    /**
     * POST /reservation: books, moves or (cancel: true) cancels the home's booking; answers the home's state
     * as GET does.
     */
    async book(
      residentIdx: number,
      body: { homeIdx: number; cancel?: boolean; moveInDate?: string; slotCode?: string },
    ): Promise<MoveInReservationState> {
      const today = seoulToday();
      await db.transaction(async (tx) => {
        const home = authorize(asResident(residentIdx), await repo.lockHome(tx, body.homeIdx), residentOwned, NO_HOME);
        const active = await repo.findActive(tx, home.homeIdx);
        const sameDay = '입주 당일이나 지난 예약은 바꾸거나 취소할 수 없어요. 단지 입주지원센터에 문의해 주세요.';
        if (body.cancel) {
          if (!active) throw new AppError('CONFLICT', '취소할 입주 예약이 없어요.');
          if (compareYmd(active.moveInDate, today) <= 0) throw new AppError('CONFLICT', sameDay);
          await repo.cancel(tx, active.reservationIdx);
          return;
        }
        const center = await repo.findCenter(tx, home.apartmentIdx);
        if (!center) throw invalidField('homeIdx', MOVE_IN_UNAVAILABLE_TEXT.no_center);
        if (!home.dong || !home.ho) throw invalidField('homeIdx', MOVE_IN_UNAVAILABLE_TEXT.no_dong_ho);
        const range = bookableRange(center, today);
        if (!range) throw invalidField('moveInDate', MOVE_IN_UNAVAILABLE_TEXT.closed);
        const moveInDate = body.moveInDate!;
        if (compareYmd(moveInDate, range.first) < 0 || compareYmd(moveInDate, range.last) > 0) {
          throw invalidField('moveInDate', `입주일은 ${range.first}부터 ${range.last} 사이에서 골라 주세요.`);
        }
        const slot = slotOf(center, body.slotCode!);
        if (!slot) throw invalidField('slotCode', '엘리베이터 시간대를 이 단지의 시간대 중에서 골라 주세요.');
        if (active) {
          if (active.moveInDate === moveInDate && active.slotCode === slot.code) return;
          if (compareYmd(active.moveInDate, today) <= 0) throw new AppError('CONFLICT', sameDay);
          await repo.cancel(tx, active.reservationIdx);
        }
        const dong = normaliseDong(home.dong);
        const capacity = capacityOf(center, dong);
        const claim = { residentIdx, homeIdx: home.homeIdx, apartmentIdx: home.apartmentIdx, dong, ho: home.ho, moveInDate, slotCode: slot.code };
        // Each lost race is a seat someone else took: at most `capacity` retries before the slot is full.
        for (let attempt = 0; attempt <= capacity; attempt++) {
          if (capacity > 0 && (await repo.claimSeat(tx, claim, capacity))) return;
          if ((await repo.countSlot(tx, claim)) >= capacity) break;
        }
        throw new AppError('CONFLICT', '고른 시간대의 엘리베이터 예약이 다 찼어요. 다른 날이나 시간대를 골라 주세요.');
      });
      return state(residentIdx, { homeIdx: body.homeIdx });
    },

    /**
     * The booking a moving company sees on its order line: a paid 이사 order's buyer's booking in the
     * order's complex (null when there is none). Another company's line is a 404.
     */
    async forPartnerLine(partnerIdx: number, lineIdx: number): Promise<PartnerMoveInBooking | null> {
      const line = authorize(asPartner(partnerIdx), await repo.findLine(db, lineIdx), lineOwners, '주문');
      if (line.categoryCode !== MOVING_CATEGORY || !(PAID_LINE_STATUSES as readonly string[]).includes(line.status) || line.apartmentIdx === null) return null;
      const [booking] = await repo.activeInComplex(db, line.residentIdx, line.apartmentIdx);
      if (!booking) return null;
      const center = await repo.findCenter(db, line.apartmentIdx);
      const setting = center && slotOf(center, booking.slotCode);
      return {
        moveInDate: booking.moveInDate,
        slotLabel: setting ? elevatorSlotLabel(setting) : booking.slotCode,
        dong: booking.dong,
        ho: booking.ho,
      };
    },
  };
}
export type MoveInService = ReturnType<typeof createMoveInService>;
