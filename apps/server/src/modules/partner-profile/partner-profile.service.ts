import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_STATUS_LABELS,
  STORED_MIME_TYPES,
  certificateBadges,
  type AreasInformationBody,
  type CertificateBody,
  type CompanyInformationBody,
  type HoursInformationBody,
  type ItemsInformationBody,
  type MainItemsInformationBody,
  type PartnerAccountUpdateBody,
  type PartnerCertificate,
  type PartnerCertificateList,
  type PartnerProfile,
  type StaffCertificate,
  type VerifiedBadge,
} from '@ipju/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { partnerCertificates, partners } from '../../db/schema';
import { AppError, invalidField } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findUploadedImages } from '../files';
import type { PartnerAccountService } from '../partner-account';
import * as repo from './partner-profile.repository';

/** Documents of one company waiting for staff at once; more wait until staff decide. */
export const MAX_PENDING_CERTIFICATES = 10;

/** The caller of the partner routes: the signed-in account and its company. */
export interface PartnerCaller {
  accountIdx: number;
  partnerIdx: number;
  /** The session making the call (kept when a password change ends the account's other sessions). */
  tokenHash: string;
}

type CompanyInformation = Omit<CompanyInformationBody, 'phone'> & { phone: string };
type AccountUpdate = Omit<PartnerAccountUpdateBody, 'phone'> & { phone: string };


export function toCertificate(row: repo.CertificateRow): PartnerCertificate {
  return {
    certificateIdx: row.certificateIdx,
    kind: row.kind,
    kindLabel: CERTIFICATE_KIND_LABELS[row.kind],
    name: row.name,
    fileUrl: row.fileUrl,
    mimeType: row.mimeType,
    status: row.status,
    statusLabel: CERTIFICATE_STATUS_LABELS[row.status],
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** A company's verified badges now: one per kind of approved document (the contract's certificateBadges). */
export async function companyBadges(db: DbOrTx, partnerIdx: number): Promise<VerifiedBadge[]> {
  return certificateBadges(await repo.listApproved(db, partnerIdx));
}

/**
 * What the resident's company view shows beyond the company row: badges, offered categories, featured items
 * on sale (in the company's order), 점심시간 and 공휴일 휴무.
 */
export async function companyPublicExtras(db: DbOrTx, partnerIdx: number) {
  const found = await repo.findPublicExtras(db, partnerIdx);
  if (!found) return { badges: [], categories: [], mainItems: [], lunchBreak: null, closedOnHolidays: false };
  const { partner, categoryRows, itemRows, approved } = found;
  const categoryName = new Map(categoryRows.map((c) => [c.code, c.name]));
  const itemById = new Map(itemRows.map((i) => [i.itemIdx, i]));
  return {
    badges: certificateBadges(approved),
    categories: partner.categoryCodes.flatMap((code) => (categoryName.has(code) ? [{ code, name: categoryName.get(code)! }] : [])),
    mainItems: partner.mainItemIdxs.flatMap((idx) => (itemById.has(idx) ? [itemById.get(idx)!] : [])),
    lunchBreak: partner.lunchBreak ?? null,
    closedOnHolidays: partner.closedOnHolidays,
  };
}

export function createPartnerProfileService(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  { partnerAccount }: { partnerAccount: PartnerAccountService },
) {
  const { db } = deps;
  const profile = (caller: PartnerCaller): Promise<PartnerProfile> => partnerAccount.getProfile(caller.accountIdx);

  /** The caller's finished upload of this type, or a 400 naming the body field. */
  async function ownUpload(caller: PartnerCaller, key: string, type: 'profile' | 'certificate', field: string, message: string) {
    const { images } = await findUploadedImages(deps, { keys: [key], type, ownerRole: 'partner', ownerIdx: caller.accountIdx });
    if (!images.length) throw invalidField(field, message);
    return images[0]!;
  }

  return {
    profile,

    async email(caller: PartnerCaller) {
      return { email: (await profile(caller)).account.email };
    },

    async isInspection(caller: PartnerCaller) {
      return { isInspection: (await profile(caller)).isInspection };
    },

    async updateCompany(caller: PartnerCaller, body: CompanyInformation) {
      const logo = body.logoKey
        ? await ownUpload(caller, body.logoKey, 'profile', 'logoKey', '로고 이미지를 찾을 수 없어요. 로고를 다시 올려 주세요.')
        : undefined;
      await repo.updatePartner(db, caller.partnerIdx, {
        companyName: body.companyName,
        ceoName: body.ceoName,
        address: body.address,
        phone: body.phone,
        intro: body.intro,
        description: body.description,
        ...(logo ? { logoUrl: logo.url } : {}),
      });
      return profile(caller);
    },

    async updateAreas(caller: PartnerCaller, body: AreasInformationBody) {
      await repo.updatePartner(db, caller.partnerIdx, { serviceAreas: body.serviceAreas });
      return profile(caller);
    },

    async updateHours(caller: PartnerCaller, body: HoursInformationBody) {
      const { lunchBreak } = body;
      if (lunchBreak) {
        const open = Object.values(body.hours).filter((h) => h !== null);
        if (open.every((h) => lunchBreak.start < h.open || lunchBreak.end > h.close)) {
          throw invalidField('lunchBreak', '점심시간이 영업시간 안에 있어야 해요. 점심시간을 다시 확인해 주세요.');
        }
      }
      await repo.updatePartner(db, caller.partnerIdx, {
        hours: body.hours,
        lunchBreak: lunchBreak ?? null,
        closedOnHolidays: body.closedOnHolidays,
      });
      return profile(caller);
    },

    async updateCategories(caller: PartnerCaller, body: ItemsInformationBody) {
      const found = new Set((await repo.findCategories(db, body.categoryCodes)).map((c) => c.code));
      const unknown = body.categoryCodes.filter((c) => !found.has(c));
      if (unknown.length) throw invalidField('categoryCodes', `없는 서비스 분류예요: ${unknown.join(', ')}. 목록에서 골라 주세요.`);
      await repo.updatePartner(db, caller.partnerIdx, { categoryCodes: body.categoryCodes });
      return profile(caller);
    },

    async updateMainItems(caller: PartnerCaller, body: MainItemsInformationBody) {
      const own = await repo.findOwnItemIdxs(db, caller.partnerIdx, body.itemIdxs);
      // Another company's item is answered like a missing one.
      const missing = body.itemIdxs.filter((i) => !own.has(i));
      if (missing.length) throw invalidField('itemIdxs', `상품을 찾을 수 없어요: ${missing.join(', ')}. 우리 업체 상품에서 골라 주세요.`);
      await repo.updatePartner(db, caller.partnerIdx, { mainItemIdxs: body.itemIdxs });
      return profile(caller);
    },

    /**
     * PUT /partner/update: the account's name and contact, and a new password (which ends the account's other
     * sessions); the current password is required.
     */
    async updateAccount(caller: PartnerCaller, body: AccountUpdate) {
      const account = await repo.findAccount(db, caller.accountIdx);
      if (!account || !(await verifyPassword(body.currentPassword, account.passwordHash))) {
        throw invalidField('currentPassword', '현재 비밀번호가 맞지 않아요. 다시 입력해 주세요.');
      }
      const passwordHash = body.newPassword ? await hashPassword(body.newPassword) : undefined;
      await db.transaction(async (tx) => {
        await repo.updateAccount(tx, caller.accountIdx, { name: body.name, phone: body.phone, ...(passwordHash ? { passwordHash } : {}) });
        // A new password signs the account out everywhere else (a lost phone keeps no access).
        if (passwordHash) await repo.endOtherSessions(tx, caller.accountIdx, caller.tokenHash);
      });
      return profile(caller);
    },

    async listCertificates(caller: PartnerCaller): Promise<PartnerCertificateList> {
      const rows = await repo.listCertificates(db, caller.partnerIdx);
      return {
        certificates: rows.map(toCertificate),
        badges: certificateBadges(rows.filter((r) => r.status === 'approved')),
      };
    },

    /** PATCH /partner/certificate: a document for staff to verify, stored pending. */
    async submitCertificate(caller: PartnerCaller, body: CertificateBody): Promise<PartnerCertificateList> {
      const file = await ownUpload(caller, body.fileKey, 'certificate', 'fileKey', '서류 파일을 찾을 수 없어요. 파일을 다시 올려 주세요.');
      await db.transaction(async (tx) => {
        // The company row is locked so two uploads at once cannot both pass the pending limit.
        await tx.select({ partnerIdx: partners.partnerIdx }).from(partners).where(eq(partners.partnerIdx, caller.partnerIdx)).for('update');
        const [{ n }] = (await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(partnerCertificates)
          .where(sql`${partnerCertificates.partnerIdx} = ${caller.partnerIdx} and ${partnerCertificates.status} = 'pending'`)) as [
          { n: number },
        ];
        if (n >= MAX_PENDING_CERTIFICATES) {
          throw new AppError(
            'CONFLICT',
            `심사 중인 서류가 ${MAX_PENDING_CERTIFICATES}건이에요. 운영팀이 확인한 뒤에 더 올려 주세요.`,
            [{ field: 'fileKey', message: '심사 중인 서류가 너무 많아요.' }],
          );
        }
        await repo.insertCertificate(tx, {
          partnerIdx: caller.partnerIdx,
          kind: body.kind,
          name: body.name,
          fileKey: body.fileKey,
          fileUrl: file.url,
          mimeType: STORED_MIME_TYPES[body.fileKey.split('.').pop() ?? ''] ?? 'application/octet-stream',
        });
      });
      return this.listCertificates(caller);
    },

    /** Staff: documents by status (pending first-come). */
    async staffList(status: repo.CertificateRow['status']): Promise<StaffCertificate[]> {
      return (await repo.listByStatus(db, status)).map(toStaffCertificate);
    },

    /** Staff: approve or reject a pending document; a document decided already is a 409 and stays as it was. */
    async staffDecide(staffIdx: number, certificateIdx: number, body: { decision: 'approve' | 'reject'; reason?: string }) {
      const found = await repo.findCertificate(db, certificateIdx);
      if (!found) throw new AppError('NOT_FOUND', '서류를 찾을 수 없어요.');
      const decided = await repo.decideCertificate(db, certificateIdx, {
        status: body.decision === 'approve' ? 'approved' : 'rejected',
        rejectReason: body.decision === 'reject' ? body.reason! : null,
        staffIdx,
      });
      if (!decided) {
        throw new AppError('CONFLICT', `이미 ${CERTIFICATE_STATUS_LABELS[found.certificate.status]} 처리된 서류예요. 목록을 새로 고쳐 주세요.`);
      }
      return toStaffCertificate((await repo.findCertificate(db, certificateIdx))!);
    },
  };
}

function toStaffCertificate(row: NonNullable<Awaited<ReturnType<typeof repo.findCertificate>>>): StaffCertificate {
  return {
    ...toCertificate(row.certificate),
    partnerIdx: row.certificate.partnerIdx,
    companyName: row.companyName,
    businessNumber: row.businessNumber,
  };
}

export type PartnerProfileService = ReturnType<typeof createPartnerProfileService>;
