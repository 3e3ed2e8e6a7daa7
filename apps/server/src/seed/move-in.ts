import { addDays, seoulToday } from '@ipju/contract';
import type { Tx } from '../db/client';
import { moveInCenters } from '../db/schema';

/** The elevator slots 입주지원센터s give a moving day (이사 엘리베이터). */
const SLOTS = [
  { code: '09-12', startHour: 9, endHour: 12 },
  { code: '13-16', startHour: 13, endHour: 16 },
  { code: '16-19', startHour: 16, endHour: 19 },
];

/**
 * The complexes whose 입주지원센터 works with ipju in the demo: 잠실래미안아이파크 (the demo resident's, 101동 has
 * three moving elevators, other 동 two) and 잠실르엘 (one per 동). The move-in period runs from the day after
 * seeding for 60 days, so the demo always has days to book.
 */
export async function insertMoveInCenters(tx: Tx): Promise<void> {
  const startsOn = addDays(seoulToday(), 1);
  const endsOn = addDays(startsOn, 59);
  await tx
    .insert(moveInCenters)
    .values([
      { apartmentIdx: 1, startsOn, endsOn, slots: SLOTS, defaultCapacity: 2, dongCapacities: { '101': 3 }, phone: '024200100' },
      { apartmentIdx: 2, startsOn, endsOn, slots: SLOTS, defaultCapacity: 1, dongCapacities: {}, phone: '024200200' },
    ])
    .onConflictDoNothing();
}
