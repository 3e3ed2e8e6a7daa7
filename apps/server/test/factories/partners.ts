/**
 * Partner factories for API tests. Signatures are stable; other modules' tests rely on them.
 *
 *   createPartner(db, overrides?)             -> { partner, account, email, password }: a partner company
 *                                                (unique name and business number) with one sign-in
 *                                                account whose password is known (default PARTNER_PASSWORD).
 *                                                overrides: { partner?: columns, account?: columns, password? }.
 *                                                Pass { partner: { isInspection: true } } for an inspection
 *                                                company (its accounts may use the inspector routes).
 *   signInPartner(app, db, created?)          -> the raw bearer token of a new partner session for that
 *                                                account (a new partner when omitted).
 *                                                Use: headers: { authorization: `Bearer ${token}` }.
 *   createSignedInPartner(app, db, overrides?) -> { partner, account, email, password, token, headers },
 *                                                where headers = { authorization: 'Bearer ...' }.
 *
 * Sessions are created directly (createSession); tests of POST /auths/partner/login use email/password.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { partnerAccounts, partners } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import { createSession } from '../../src/lib/session-store';
import { unique } from '../helpers';

export const PARTNER_PASSWORD = 'ipju-partner-1234';

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerAccountRow = typeof partnerAccounts.$inferSelect;
export interface CreatedPartner {
  partner: PartnerRow;
  account: PartnerAccountRow;
  email: string;
  password: string;
}

let defaultHash: Promise<string> | undefined;

export async function createPartner(
  db: Db,
  overrides: {
    partner?: Partial<typeof partners.$inferInsert>;
    account?: Partial<typeof partnerAccounts.$inferInsert>;
    password?: string;
  } = {},
): Promise<CreatedPartner> {
  const tag = unique();
  const password = overrides.password ?? PARTNER_PASSWORD;
  const passwordHash =
    overrides.password === undefined ? await (defaultHash ??= hashPassword(PARTNER_PASSWORD)) : await hashPassword(password);
  const [partner] = await db
    .insert(partners)
    .values({
      companyName: `테스트클린${tag}`,
      ceoName: '박대표',
      businessNumber: `T${tag}`,
      businessType: '서비스업',
      address: '서울특별시 송파구 올림픽로 300',
      phone: '02-1234-5678',
      intro: '꼼꼼한 입주청소 전문 업체예요.',
      description: '10년 경력의 입주청소 전문가가 직접 방문해요.',
      logoUrl: '/uploads/demo/partner-logo.png',
      serviceAreas: ['서울 송파구', '서울 강남구'],
      hours: { mon: { open: '09:00', close: '18:00' }, sun: null },
      establishedYear: 2015,
      employees: 12,
      ratingAvg: 4.8,
      reviewCount: 120,
      completedCount: 540,
      ...overrides.partner,
    })
    .returning();
  const email = (overrides.account?.email ?? `partner-${tag}@ipju.test`).toLowerCase();
  const [account] = await db
    .insert(partnerAccounts)
    .values({ partnerIdx: partner!.partnerIdx, name: '박담당', passwordHash, ...overrides.account, email })
    .returning();
  return { partner: partner!, account: account!, email, password };
}

export async function signInPartner(_app: FastifyInstance, db: Db, created?: { account: { accountIdx: number } }): Promise<string> {
  const subject = created ?? (await createPartner(db));
  const { token } = await createSession(db, 'partner', subject.account.accountIdx, 'vitest');
  return token;
}

export async function createSignedInPartner(
  app: FastifyInstance,
  db: Db,
  overrides: Parameters<typeof createPartner>[1] = {},
): Promise<CreatedPartner & { token: string; headers: { authorization: string } }> {
  const created = await createPartner(db, overrides);
  const token = await signInPartner(app, db, created);
  return { ...created, token, headers: { authorization: `Bearer ${token}` } };
}
