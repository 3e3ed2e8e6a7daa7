import { formatYmd, hourLabel, withJosa } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { slotState, type SlotRef } from '../schedule';

/**
 * Why a proposed visit cannot be taken, in the words of whoever is looking. The slot's state comes from the
 * schedule module's one rule (slotState: closed day, then capacity); a closed day is named as closed, never
 * as full, so neither the company nor the resident is told to look for room that the company took away itself.
 */
function refusalOf(state: 'closed' | 'full', slot: SlotRef, who: 'partner' | 'resident'): AppError {
  const day = formatYmd(slot.visitDate);
  const when = slot.visitHour === null ? day : `${day} ${hourLabel(slot.visitHour)}`;
  const message =
    state === 'closed'
      ? who === 'partner'
        ? `${withJosa(day, '은/는')} 휴무로 막아 둔 날이에요. 다른 날을 골라 주세요.`
        : `${withJosa(day, '은/는')} 업체가 휴무로 바꾼 날이에요. 업체에 다른 일정을 다시 제안해 달라고 하거나 제안을 거절해 주세요.`
      : who === 'partner'
        ? `${when}에는 예약이 다 찼어요. 다른 날짜나 시간을 골라 주세요.`
        : `${when}에는 업체 예약이 다 찼어요. 업체에 다른 일정을 다시 제안해 달라고 하거나 제안을 거절해 주세요.`;
  return new AppError('CONFLICT', message, [{ field: 'tz', message }]);
}

/** The company may only propose a slot it can still take; read under the order lock, held when the resident accepts. */
export async function mustBeOpenForProposal(tx: DbOrTx, slot: SlotRef): Promise<void> {
  const state = await slotState(tx, slot);
  if (state !== 'open') throw refusalOf(state, slot, 'partner');
}

/** The resident's accept could not hold the slot: say whether the day was closed since, or filled up. */
export async function acceptRefusal(tx: DbOrTx, slot: SlotRef): Promise<AppError> {
  const state = await slotState(tx, slot);
  return refusalOf(state === 'closed' ? 'closed' : 'full', slot, 'resident');
}
