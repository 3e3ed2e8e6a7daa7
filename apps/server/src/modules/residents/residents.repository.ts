import { and, eq, isNull, ne, or } from 'drizzle-orm';
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
 * One push token per owner and device: registering again replaces the token.
 *
 * Who may move a device from one account to another (decided for issue 10): only that device, signed in
 * as the other account. It proves itself by the push token Firebase issued to that app install, which
 * only the install (and the server, which never shows it to another account) knows: registering a token
 * another account holds removes that account's registration of it, so pushes follow whoever signs in on
 * the phone now. A device key alone moves nothing: a post naming another account's device key with
 * another token only registers the caller's own token under that key, and the other account's
 * registration stays as it was (a device key is no secret; a bare post must not take over a device).
 *
 * Binding the key to the session that registered it was the other candidate; it was not taken because the
 * session chain breaks exactly where devices change hands: signing out clears the session cookie, so the
 * next account's sign-in carries no link to the old session, and treating a lapsed session's device as free
 * would reopen the takeover (and let the taker lock the owner out).
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
        and(
          eq(deviceTokens.ownerRole, 'resident'),
          eq(deviceTokens.fcmToken, values.fcmToken),
          or(ne(deviceTokens.ownerIdx, ownerIdx), ne(deviceTokens.deviceKey, values.deviceKey)),
        ),
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
