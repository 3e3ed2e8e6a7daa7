/**
 * Resident factories for API tests. Signatures are stable; other modules' tests rely on them.
 *
 *   createResident(db, overrides?)            -> the inserted `residents` row: a unique 010 phone, a name,
 *                                                terms and privacy agreed (override termsAgreedAt /
 *                                                privacyAgreedAt with null for a fresh sign-up), no complex.
 *                                                With apartmentIdx given, that complex (area, dong, ho,
 *                                                moveInDate) is also their current home (resident_homes).
 *   signInResident(app, db, resident?)        -> the Cookie header value ('ipju_session=...') of a new
 *                                                server session for that resident (a new resident when
 *                                                omitted). Use: app.inject({ headers: { cookie } }).
 *   createSignedInResident(app, db, overrides?) -> { resident, cookie, token }; `token` is the raw session
 *                                                token (send it as `Authorization: Bearer` when needed).
 *
 *   latestOtpCode(db, phone)                  -> the 6-digit code of the newest SMS recorded for that phone
 *                                                (outbox), or undefined; for tests of the real OTP flow.
 *
 * Sessions are created directly with createSession (no SMS round trip), so factories never hit the OTP
 * send limits. Tests of the sign-in flow itself go through POST /auths/phone_send and /auths/phone.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { residentHomes, residents } from '../../src/db/schema';
import { SESSION_COOKIE } from '../../src/plugins/auth';
import { createSession } from '../../src/lib/session-store';
import { randomReferralCode } from '../../src/modules/auth';
import { outboxFor, uniquePhone } from '../helpers';

export type ResidentRow = typeof residents.$inferSelect;

export async function createResident(
  db: Db,
  overrides: Partial<typeof residents.$inferInsert> = {},
): Promise<ResidentRow> {
  const now = new Date();
  const [row] = await db
    .insert(residents)
    .values({
      phone: uniquePhone(),
      name: '김입주',
      referralCode: randomReferralCode(10),
      termsAgreedAt: now,
      privacyAgreedAt: now,
      ageConfirmedAt: now,
      ...overrides,
    })
    .returning();
  if (row!.apartmentIdx !== null) {
    await db.insert(residentHomes).values({
      residentIdx: row!.residentIdx,
      apartmentIdx: row!.apartmentIdx,
      areaIdx: row!.areaIdx,
      dong: row!.dong,
      ho: row!.ho,
      moveInDate: row!.moveInDate,
      isCurrent: true,
    });
  }
  return row!;
}

export async function signInResident(_app: FastifyInstance, db: Db, resident?: { residentIdx: number }): Promise<string> {
  const subject = resident ?? (await createResident(db));
  const { token } = await createSession(db, 'resident', subject.residentIdx, 'vitest');
  return `${SESSION_COOKIE}=${token}`;
}

export async function createSignedInResident(
  _app: FastifyInstance,
  db: Db,
  overrides: Partial<typeof residents.$inferInsert> = {},
): Promise<{ resident: ResidentRow; cookie: string; token: string }> {
  const resident = await createResident(db, overrides);
  const { token } = await createSession(db, 'resident', resident.residentIdx, 'vitest');
  return { resident, cookie: `${SESSION_COOKIE}=${token}`, token };
}

export async function latestOtpCode(db: Db, phone: string): Promise<string | undefined> {
  const [message] = await outboxFor(db, phone).limit(1);
  return message?.body.match(/\[(\d{6})\]/)?.[1];
}
