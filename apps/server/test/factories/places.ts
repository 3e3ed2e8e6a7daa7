import { getChoseong } from 'es-hangul';
import type { Db } from '../../src/db/client';
import { apartmentAreas, apartments } from '../../src/db/schema';
import { unique } from '../helpers';

/** A complex with the given areas (평형); name and districts default to unique values. */
export async function createApartment(
  db: Db,
  overrides: Partial<typeof apartments.$inferInsert> = {},
  areas: Array<{ pyeong: number; exclusiveArea: number; typeName: string }> = [
    { pyeong: 25, exclusiveArea: 59.97, typeName: '59A' },
    { pyeong: 34, exclusiveArea: 84.95, typeName: '84A' },
  ],
) {
  const name = overrides.name ?? `테스트단지${unique()}`;
  const [apartment] = await db
    .insert(apartments)
    .values({
      name,
      choseong: getChoseong(name.replace(/\s+/g, '')),
      district1: `시도${unique()}`,
      district2: `구${unique()}`,
      address: '서울특별시 송파구 테스트로 1',
      households: 1000,
      moveInMonth: '2027-01',
      ...overrides,
    })
    .returning();
  const createdAreas = areas.length
    ? await db
        .insert(apartmentAreas)
        .values(areas.map((a) => ({ ...a, apartmentIdx: apartment!.apartmentIdx })))
        .returning()
    : [];
  return { ...apartment!, areas: createdAreas };
}
