/**
 * Staff factories for API tests.
 *
 *   createStaff(db, overrides?)            -> { staff, email, password }: an active staff account with a unique
 *                                            e-mail and phone and a known password (STAFF_PASSWORD).
 *   createSignedInStaff(app, db, overrides?) -> { staff, email, password, token, headers }, where
 *                                            headers = { authorization: 'Bearer ...' }.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { staffAccounts } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import { createSession } from '../../src/lib/session-store';
import { unique, uniquePhone } from '../helpers';

export const STAFF_PASSWORD = 'ipju-staff-1234';

let defaultHash: Promise<string> | undefined;

export async function createStaff(db: Db, overrides: Partial<typeof staffAccounts.$inferInsert> = {}) {
  const email = overrides.email ?? `staff-${unique()}@ipju.test`;
  const [staff] = await db
    .insert(staffAccounts)
    .values({
      name: '이운영',
      phone: uniquePhone(),
      passwordHash: await (defaultHash ??= hashPassword(STAFF_PASSWORD)),
      ...overrides,
      email,
    })
    .returning();
  return { staff: staff!, email, password: STAFF_PASSWORD };
}

export async function createSignedInStaff(_app: FastifyInstance, db: Db, overrides: Partial<typeof staffAccounts.$inferInsert> = {}) {
  const created = await createStaff(db, overrides);
  const { token } = await createSession(db, 'staff', created.staff.staffIdx, 'vitest');
  return { ...created, token, headers: { authorization: `Bearer ${token}` } };
}
