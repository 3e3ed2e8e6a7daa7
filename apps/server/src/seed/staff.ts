import { hashPassword } from '../lib/password';
import type { Tx } from '../db/client';
import { staffAccounts } from '../db/schema';

/** The demo staff account (README): answers questions as 입주 매니저 and receives consultation requests. */
export const DEMO_STAFF = {
  email: 'staff@ipju.kr',
  password: 'ipju-staff-1234',
  name: '이운영',
  phone: '01099990000',
} as const;

export async function insertDemoStaff(tx: Tx): Promise<void> {
  const { password, ...account } = DEMO_STAFF;
  await tx
    .insert(staffAccounts)
    .values({ ...account, passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
}
