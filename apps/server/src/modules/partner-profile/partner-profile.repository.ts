import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, items, partnerAccounts, partnerCertificates, partners, sessions } from '../../db/schema';

export type CertificateRow = typeof partnerCertificates.$inferSelect;
type PartnerUpdate = Partial<
  Pick<
    typeof partners.$inferInsert,
    | 'companyName'
    | 'ceoName'
    | 'address'
    | 'phone'
    | 'intro'
    | 'description'
    | 'logoUrl'
    | 'serviceAreas'
    | 'hours'
    | 'lunchBreak'
    | 'closedOnHolidays'
    | 'categoryCodes'
    | 'mainItemIdxs'
  >
>;

export async function updatePartner(db: DbOrTx, partnerIdx: number, values: PartnerUpdate) {
  await db
    .update(partners)
    .set(values)
    .where(and(eq(partners.partnerIdx, partnerIdx), isNull(partners.withdrawnAt)));
}

/** Which of these category codes exist, with their names. */
export function findCategories(db: DbOrTx, codes: string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db.select({ code: categories.code, name: categories.name }).from(categories).where(inArray(categories.code, codes));
}

/** Which of these items are the company's own. */
export async function findOwnItemIdxs(db: DbOrTx, partnerIdx: number, itemIdxs: number[]): Promise<Set<number>> {
  if (!itemIdxs.length) return new Set();
  const rows = await db
    .select({ itemIdx: items.itemIdx })
    .from(items)
    .where(and(eq(items.partnerIdx, partnerIdx), inArray(items.itemIdx, itemIdxs)));
  return new Set(rows.map((r) => r.itemIdx));
}

export async function findAccount(db: DbOrTx, accountIdx: number) {
  const [row] = await db.select().from(partnerAccounts).where(eq(partnerAccounts.accountIdx, accountIdx)).limit(1);
  return row;
}

export async function updateAccount(db: DbOrTx, accountIdx: number, values: { name: string; phone: string; passwordHash?: string }) {
  await db.update(partnerAccounts).set(values).where(eq(partnerAccounts.accountIdx, accountIdx));
}

export function listCertificates(db: DbOrTx, partnerIdx: number) {
  return db
    .select()
    .from(partnerCertificates)
    .where(eq(partnerCertificates.partnerIdx, partnerIdx))
    .orderBy(desc(partnerCertificates.certificateIdx));
}

/** Approved documents of a company (its verified badges come from these). */
export function listApproved(db: DbOrTx, partnerIdx: number) {
  return db
    .select({ kind: partnerCertificates.kind, name: partnerCertificates.name })
    .from(partnerCertificates)
    .where(and(eq(partnerCertificates.partnerIdx, partnerIdx), eq(partnerCertificates.status, 'approved')))
    .orderBy(asc(partnerCertificates.certificateIdx));
}

export async function insertCertificate(db: DbOrTx, values: typeof partnerCertificates.$inferInsert) {
  const [row] = await db.insert(partnerCertificates).values(values).returning();
  return row!;
}

export function listByStatus(db: DbOrTx, status: CertificateRow['status']) {
  return db
    .select({ certificate: partnerCertificates, companyName: partners.companyName, businessNumber: partners.businessNumber })
    .from(partnerCertificates)
    .innerJoin(partners, eq(partners.partnerIdx, partnerCertificates.partnerIdx))
    .where(eq(partnerCertificates.status, status))
    .orderBy(status === 'pending' ? asc(partnerCertificates.certificateIdx) : desc(partnerCertificates.reviewedAt))
    .limit(200);
}

export async function findCertificate(db: DbOrTx, certificateIdx: number) {
  const [row] = await db
    .select({ certificate: partnerCertificates, companyName: partners.companyName, businessNumber: partners.businessNumber })
    .from(partnerCertificates)
    .innerJoin(partners, eq(partners.partnerIdx, partnerCertificates.partnerIdx))
    .where(eq(partnerCertificates.certificateIdx, certificateIdx));
  return row;
}

/** Decides a pending document; false when it was decided already (a second staff decision changes nothing). */
export async function decideCertificate(
  db: DbOrTx,
  certificateIdx: number,
  decision: { status: 'approved' | 'rejected'; rejectReason: string | null; staffIdx: number },
): Promise<boolean> {
  const rows = await db
    .update(partnerCertificates)
    .set({ status: decision.status, rejectReason: decision.rejectReason, reviewedByStaffIdx: decision.staffIdx, reviewedAt: new Date() })
    .where(and(eq(partnerCertificates.certificateIdx, certificateIdx), eq(partnerCertificates.status, 'pending')))
    .returning({ certificateIdx: partnerCertificates.certificateIdx });
  return rows.length === 1;
}

/** The public extras of a company's view: offered categories, featured items on sale, hours details. */
export async function findPublicExtras(db: DbOrTx, partnerIdx: number) {
  const [partner] = await db
    .select({
      categoryCodes: partners.categoryCodes,
      mainItemIdxs: partners.mainItemIdxs,
      lunchBreak: partners.lunchBreak,
      closedOnHolidays: partners.closedOnHolidays,
    })
    .from(partners)
    .where(eq(partners.partnerIdx, partnerIdx));
  if (!partner) return undefined;
  const [categoryRows, itemRows, approved] = await Promise.all([
    findCategories(db, partner.categoryCodes),
    partner.mainItemIdxs.length
      ? db
          .select({ itemIdx: items.itemIdx, name: items.name, thumbnailUrl: items.thumbnailUrl })
          .from(items)
          .where(and(eq(items.partnerIdx, partnerIdx), eq(items.isActive, true), inArray(items.itemIdx, partner.mainItemIdxs)))
      : Promise.resolve([]),
    listApproved(db, partnerIdx),
  ]);
  return { partner, categoryRows, itemRows, approved };
}

/** Ends the account's other sessions (its other phones) after a password change; the current one stays. */
export async function endOtherSessions(db: DbOrTx, accountIdx: number, keepTokenHash: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.role, 'partner'), eq(sessions.subjectIdx, accountIdx), ne(sessions.tokenHash, keepTokenHash)));
}
