import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apartmentAreas, apartments, deviceTokens, residents } from '../../db/schema';

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

/**
 * One push token per owner and device: registering again replaces the token. A device that another
 * resident used before is taken over (pushes follow whoever is signed in on it now).
 */
export async function upsertDeviceToken(
  db: DbOrTx,
  ownerIdx: number,
  values: { deviceKey: string; deviceType: 'ios' | 'android' | 'web'; fcmToken: string },
) {
  return db.transaction(async (tx) => {
    await tx
      .delete(deviceTokens)
      .where(
        and(eq(deviceTokens.ownerRole, 'resident'), eq(deviceTokens.deviceKey, values.deviceKey), ne(deviceTokens.ownerIdx, ownerIdx)),
      );
    const [row] = await tx
      .insert(deviceTokens)
      .values({ ownerRole: 'resident', ownerIdx, ...values })
      .onConflictDoUpdate({
        target: [deviceTokens.ownerRole, deviceTokens.ownerIdx, deviceTokens.deviceKey],
        set: { deviceType: values.deviceType, fcmToken: values.fcmToken, updatedAt: new Date() },
      })
      .returning();
    return row!;
  });
}

export async function findDeviceToken(db: DbOrTx, ownerIdx: number, deviceKey: string) {
  const [row] = await db
    .select()
    .from(deviceTokens)
    .where(and(eq(deviceTokens.ownerRole, 'resident'), eq(deviceTokens.ownerIdx, ownerIdx), eq(deviceTokens.deviceKey, deviceKey)))
    .limit(1);
  return row;
}
