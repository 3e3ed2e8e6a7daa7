import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apartmentAreas, apartments, residents } from '../../db/schema';
import { findDeviceToken as findOwnedDeviceToken, registerDeviceToken } from '../../lib/notifications';

export type ResidentRow = typeof residents.$inferSelect;

/** A resident with their complex and unit size, for the profile (GET /auths/me). */
export async function findProfileRow(db: DbOrTx, residentIdx: number) {
  const [row] = await db
    .select({
      resident: residents,
      complexName: apartments.name,
      pyeong: apartmentAreas.pyeong,
    })
    .from(residents)
    .leftJoin(apartments, eq(apartments.apartmentIdx, residents.apartmentIdx))
    .leftJoin(apartmentAreas, eq(apartmentAreas.areaIdx, residents.areaIdx))
    .where(and(eq(residents.residentIdx, residentIdx), isNull(residents.withdrawnAt)))
    .limit(1);
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export async function findApartmentRow(db: DbOrTx, residentIdx: number) {
  const [row] = await db
    .select({ resident: residents, apartment: apartments, area: apartmentAreas })
    .from(residents)
    .innerJoin(apartments, eq(apartments.apartmentIdx, residents.apartmentIdx))
    .leftJoin(apartmentAreas, eq(apartmentAreas.areaIdx, residents.areaIdx))
    .where(and(eq(residents.residentIdx, residentIdx), isNull(residents.withdrawnAt)))
    .limit(1);
  return row;
}

export async function apartmentExists(db: DbOrTx, apartmentIdx: number) {
  const [row] = await db
    .select({ apartmentIdx: apartments.apartmentIdx })
    .from(apartments)
    .where(eq(apartments.apartmentIdx, apartmentIdx))
    .limit(1);
  return row !== undefined;
}

export async function findArea(db: DbOrTx, areaIdx: number) {
  const [row] = await db.select().from(apartmentAreas).where(eq(apartmentAreas.areaIdx, areaIdx)).limit(1);
  return row;
}

export async function updateResident(db: DbOrTx, residentIdx: number, values: Partial<typeof residents.$inferInsert>) {
  const [row] = await db
    .update(residents)
    .set(values)
    .where(and(eq(residents.residentIdx, residentIdx), isNull(residents.withdrawnAt)))
    .returning({ residentIdx: residents.residentIdx });
  return row !== undefined;
}

/** One push token per resident and device (lib/notifications/device-tokens.ts says who may move a device). */
export function upsertDeviceToken(
  db: DbOrTx,
  ownerIdx: number,
  values: { deviceKey: string; deviceType: 'ios' | 'android' | 'web'; fcmToken: string },
) {
  return registerDeviceToken(db, { role: 'resident', idx: ownerIdx }, values);
}

export function findDeviceToken(db: DbOrTx, ownerIdx: number, deviceKey: string) {
  return findOwnedDeviceToken(db, { role: 'resident', idx: ownerIdx }, deviceKey);
}
