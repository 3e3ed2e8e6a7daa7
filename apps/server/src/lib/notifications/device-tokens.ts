import { and, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deviceTokens } from '../../db/schema';

/** Whose devices: a resident's (owner = residentIdx) or a company's (owner = partnerIdx, its accounts' app installs). */
export interface DeviceOwner {
  role: 'resident' | 'partner';
  idx: number;
}

export type DeviceTokenRow = typeof deviceTokens.$inferSelect;

/**
 * One push token per owner and device: registering again replaces the token.
 *
 * Who may move a device from one account to another (decided for issue 10): only that device, signed in
 * as the other account. It proves itself by the push token Firebase issued to that app install, which
 * only the install (and the server, which never shows it to another account) knows: registering a token
 * another account of the same role holds removes that account's registration of it, so pushes follow
 * whoever signs in on the phone now. A device key alone moves nothing: a post naming another account's
 * device key with another token only registers the caller's own token under that key, and the other
 * account's registration stays as it was (a device key is no secret; a bare post must not take over a device).
 *
 * Binding the key to the session that registered it was the other candidate; it was not taken because the
 * session chain breaks exactly where devices change hands: signing out clears the session cookie, so the
 * next account's sign-in carries no link to the old session, and treating a lapsed session's device as free
 * would reopen the takeover (and let the taker lock the owner out).
 */
export async function registerDeviceToken(
  db: DbOrTx,
  owner: DeviceOwner,
  values: { deviceKey: string; deviceType: 'ios' | 'android' | 'web'; fcmToken: string },
): Promise<DeviceTokenRow> {
  return db.transaction(async (tx) => {
    await tx
      .delete(deviceTokens)
      .where(
        and(
          eq(deviceTokens.ownerRole, owner.role),
          eq(deviceTokens.fcmToken, values.fcmToken),
          or(ne(deviceTokens.ownerIdx, owner.idx), ne(deviceTokens.deviceKey, values.deviceKey)),
        ),
      );
    const [row] = await tx
      .insert(deviceTokens)
      .values({ ownerRole: owner.role, ownerIdx: owner.idx, ...values })
      .onConflictDoUpdate({
        target: [deviceTokens.ownerRole, deviceTokens.ownerIdx, deviceTokens.deviceKey],
        set: { deviceType: values.deviceType, fcmToken: values.fcmToken, updatedAt: new Date() },
      })
      .returning();
    return row!;
  });
}

export async function findDeviceToken(db: DbOrTx, owner: DeviceOwner, deviceKey: string): Promise<DeviceTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(deviceTokens)
    .where(and(eq(deviceTokens.ownerRole, owner.role), eq(deviceTokens.ownerIdx, owner.idx), eq(deviceTokens.deviceKey, deviceKey)))
    .limit(1);
  return row;
}

/** Forgets a push token the push service no longer knows (the app was removed or the token rotated). */
export async function forgetPushToken(db: DbOrTx, fcmToken: string): Promise<number> {
  const gone = await db.delete(deviceTokens).where(eq(deviceTokens.fcmToken, fcmToken)).returning({ tokenIdx: deviceTokens.tokenIdx });
  return gone.length;
}
