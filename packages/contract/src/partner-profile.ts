import { josa } from 'es-hangul';
import { z } from 'zod';
import { idParam } from './fields';

/**
 * The partner's own profile sections (SPEC 7, Partner): company, areas, hours, offered categories, featured
 * items, the account, and verification documents (certificates). What each PATCH body holds is written in
 * docs/PARTNER.md, "Profile and items". Verified badges derive from approved documents (certificateBadges).
 */

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${josa(label, '을/를')} 입력해 주세요.` })
    .trim()
    .min(min, { error: `${josa(label, '은/는')} ${min}자 이상 입력해 주세요.` })
    .max(max, { error: `${josa(label, '은/는')} ${max}자 이하로 입력해 주세요.` });

/** 02-1234-5678, 031-123-4567, 010-1234-5678, 1588-1234: shown as typed, hyphens normalised. */
export const companyPhone = z
  .string({ error: '대표 전화번호를 입력해 주세요.' })
  .trim()
  .regex(/^(0\d{1,2}[-\s]?\d{3,4}[-\s]?\d{4}|1[5-9]\d{2}[-\s]?\d{4})$/, {
    error: '대표 전화번호를 02-1234-5678 형식으로 입력해 주세요.',
  })
  .transform(formatCompanyPhone);

export function formatCompanyPhone(raw: string): string {
  const d = raw.replace(/\D/g, '');
  if (/^1[5-9]/.test(d)) return `${d.slice(0, 4)}-${d.slice(4)}`;
  const area = d.startsWith('02') ? 2 : 3;
  const rest = d.slice(area);
  const mid = rest.length === 8 ? 4 : 3;
  return `${d.slice(0, area)}-${rest.slice(0, mid)}-${rest.slice(mid)}`;
}

export const companyInformationBody = z.object({
  companyName: text('업체명', 2, 40),
  ceoName: text('대표자명', 2, 20),
  address: text('사업장 주소', 5, 120),
  phone: companyPhone,
  intro: text('한 줄 소개', 5, 60),
  description: text('업체 소개', 10, 2000),
  logoKey: z
    .string({ error: '로고 업로드 값이 올바르지 않아요.' })
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('GET /files/presigned_url?type=profile 로 올린 로고 이미지의 key (바꿀 때만)'),
});
export type CompanyInformationBody = z.infer<typeof companyInformationBody>;

/** 시·도 names a service area starts with: the short form ('서울') or the full one ('서울특별시'), as addresses are written. */
export const SIDO_NAMES = [
  '서울', '부산', '대구', '인천', '광주', '대전', '울산', '세종', '경기', '강원', '충북', '충남', '전북', '전남', '경북', '경남', '제주',
  '서울특별시', '부산광역시', '대구광역시', '인천광역시', '광주광역시', '대전광역시', '울산광역시', '세종특별자치시', '경기도', '강원도',
  '강원특별자치도', '충청북도', '충청남도', '전라북도', '전북특별자치도', '전라남도', '경상북도', '경상남도', '제주특별자치도',
] as const;

/** '서울 송파구', '서울특별시 송파구', '경기 성남시 분당구', '경기 전체': a 시·도 and a 시·군·구 (or 전체). */
export const SERVICE_AREA_RE = new RegExp(`^(${SIDO_NAMES.join('|')}) (전체|[가-힣]{1,10}[시군구]( [가-힣]{1,10}구)?)$`);

export const areasInformationBody = z.object({
  serviceAreas: z
    .array(
      z
        .string({ error: '서비스 지역을 입력해 주세요.' })
        .trim()
        .regex(SERVICE_AREA_RE, { error: "서비스 지역은 '서울 송파구'처럼 시·도와 시·군·구로 입력해 주세요." }),
      { error: '서비스 지역을 목록으로 보내 주세요.' },
    )
    .min(1, { error: '서비스 지역을 하나 이상 골라 주세요.' })
    .max(30, { error: '서비스 지역은 30곳까지 고를 수 있어요.' })
    .refine((a) => new Set(a).size === a.length, { error: '같은 서비스 지역이 두 번 들어 있어요.' }),
});
export type AreasInformationBody = z.infer<typeof areasInformationBody>;

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const WEEKDAY_LABELS: Record<(typeof WEEKDAY_KEYS)[number], string> = {
  mon: '월', tue: '화', wed: '수', thu: '목', fri: '금', sat: '토', sun: '일',
};

const hhmm = (label: string) =>
  z
    .string({ error: `${josa(label, '을/를')} 입력해 주세요.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${josa(label, '은/는')} 09:00처럼 입력해 주세요.` });

const dayHours = (day: string) =>
  z
    .object({ open: hhmm(`${day}요일 여는 시간`), close: hhmm(`${day}요일 닫는 시간`) })
    .nullable()
    .refine((h) => h === null || h.open < h.close, { error: `${day}요일 닫는 시간은 여는 시간보다 늦어야 해요.` });

export const hoursInformationBody = z
  .object({
    hours: z.object(
      Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, dayHours(WEEKDAY_LABELS[k])])) as Record<
        (typeof WEEKDAY_KEYS)[number],
        ReturnType<typeof dayHours>
      >,
      { error: '요일별 영업시간을 보내 주세요. 쉬는 요일은 null이에요.' },
    ),
    lunchBreak: z
      .object({ start: hhmm('점심시간 시작'), end: hhmm('점심시간 끝') })
      .nullable()
      .refine((l) => l === null || l.start < l.end, { error: '점심시간 끝은 시작보다 늦어야 해요.' }),
    closedOnHolidays: z.boolean({ error: '공휴일 휴무 여부를 골라 주세요.' }),
  })
  .refine((b) => WEEKDAY_KEYS.some((k) => b.hours[k] !== null), {
    error: '영업하는 요일을 하루 이상 정해 주세요.',
    path: ['hours'],
  });
export type HoursInformationBody = z.infer<typeof hoursInformationBody>;

export const itemsInformationBody = z.object({
  categoryCodes: z
    .array(z.string({ error: '서비스 분류를 골라 주세요.' }).trim().min(1).max(40), { error: '제공 서비스를 목록으로 보내 주세요.' })
    .min(1, { error: '제공 서비스를 하나 이상 골라 주세요.' })
    .max(20, { error: '제공 서비스는 20개까지 고를 수 있어요.' })
    .refine((a) => new Set(a).size === a.length, { error: '같은 서비스가 두 번 들어 있어요.' }),
});
export type ItemsInformationBody = z.infer<typeof itemsInformationBody>;

/** How many of its items a company may feature first on its company page. */
export const MAX_MAIN_ITEMS = 3;

export const mainItemsInformationBody = z.object({
  itemIdxs: z
    .array(idParam('대표 상품 번호'), { error: '대표 상품을 목록으로 보내 주세요.' })
    .max(MAX_MAIN_ITEMS, { error: `대표 상품은 ${MAX_MAIN_ITEMS}개까지 고를 수 있어요.` })
    .refine((a) => new Set(a).size === a.length, { error: '같은 상품이 두 번 들어 있어요.' }),
});
export type MainItemsInformationBody = z.infer<typeof mainItemsInformationBody>;

/** PUT /partner/update: the signed-in account's name, contact and (optionally) password; needs the current one. */
export const partnerAccountUpdateBody = z
  .object({
    name: text('담당자 이름', 2, 20),
    phone: z
      .string({ error: '담당자 휴대폰 번호를 입력해 주세요.' })
      .trim()
      .regex(/^01[016789][-\s]?\d{3,4}[-\s]?\d{4}$/, { error: '담당자 휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.' })
      .transform((v) => v.replace(/\D/g, '')),
    currentPassword: z.string({ error: '현재 비밀번호를 입력해 주세요.' }).min(1, { error: '현재 비밀번호를 입력해 주세요.' }).max(200),
    newPassword: z
      .string()
      .min(10, { error: '새 비밀번호는 10자 이상으로 입력해 주세요.' })
      .max(72, { error: '새 비밀번호는 72자 이하로 입력해 주세요.' })
      .regex(/(?=.*[A-Za-z])(?=.*\d)/, { error: '새 비밀번호에 영문과 숫자를 함께 넣어 주세요.' })
      .optional(),
  })
  .refine((b) => b.newPassword === undefined || b.newPassword !== b.currentPassword, {
    error: '새 비밀번호가 지금 비밀번호와 같아요. 다른 비밀번호를 입력해 주세요.',
    path: ['newPassword'],
  });
export type PartnerAccountUpdateBody = z.infer<typeof partnerAccountUpdateBody>;

export const partnerEmail = z.object({ email: z.string() });
export const partnerIsInspection = z.object({ isInspection: z.boolean().describe('사전점검 업체면 true (점검원 콘솔)') });

export const CERTIFICATE_KINDS = ['business', 'license', 'insurance'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  business: '사업자등록증',
  license: '자격증·면허',
  insurance: '배상책임보험',
};
/** The verified badge an approved document of each kind gives the company (the one rule: certificateBadges). */
export const CERTIFICATE_BADGE_LABELS: Record<CertificateKind, string> = {
  business: '사업자 인증',
  license: '자격증 인증',
  insurance: '보험 가입 인증',
};
export const CERTIFICATE_STATUS_LABELS = { pending: '심사 중', approved: '인증됨', rejected: '반려' } as const;
export type CertificateStatus = keyof typeof CERTIFICATE_STATUS_LABELS;

export const certificateBody = z.object({
  kind: z.enum(CERTIFICATE_KINDS, { error: '서류 종류는 사업자등록증, 자격증·면허, 배상책임보험 중에서 골라 주세요.' }),
  name: text('서류 이름', 2, 40).describe("예: '사업자등록증', '실내건축공사업 면허'"),
  fileKey: z
    .string({ error: '서류 파일을 올려 주세요.' })
    .trim()
    .min(1, { error: '서류 파일을 올려 주세요.' })
    .max(200)
    .describe('GET /files/presigned_url?type=certificate 로 올린 이미지 또는 PDF의 key'),
});
export type CertificateBody = z.infer<typeof certificateBody>;

export const partnerCertificate = z.object({
  certificateIdx: z.number().int(),
  kind: z.enum(CERTIFICATE_KINDS),
  kindLabel: z.string(),
  name: z.string(),
  fileUrl: z.string(),
  mimeType: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  statusLabel: z.string().describe('심사 중 / 인증됨 / 반려'),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type PartnerCertificate = z.infer<typeof partnerCertificate>;

export const verifiedBadge = z.object({ kind: z.enum(CERTIFICATE_KINDS), label: z.string(), detail: z.string() });
export type VerifiedBadge = z.infer<typeof verifiedBadge>;

/** The verified badges of a company: one per kind with at least one approved document, in kind order. */
export function certificateBadges(approved: ReadonlyArray<{ kind: CertificateKind; name: string }>): VerifiedBadge[] {
  return CERTIFICATE_KINDS.flatMap((kind) => {
    const docs = approved.filter((c) => c.kind === kind);
    return docs.length ? [{ kind, label: CERTIFICATE_BADGE_LABELS[kind], detail: docs.map((d) => d.name).join(', ') }] : [];
  });
}

export const partnerCertificateList = z.object({
  certificates: z.array(partnerCertificate),
  badges: z.array(verifiedBadge).describe('지금 업체 페이지에 보이는 인증 배지'),
});
export type PartnerCertificateList = z.infer<typeof partnerCertificateList>;

/** Staff: documents waiting for a decision, and the decision. */
export const staffCertificatesQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected'], { error: '상태는 pending, approved, rejected 중 하나여야 해요.' }).default('pending'),
});
export const staffCertificate = partnerCertificate.extend({ partnerIdx: z.number().int(), companyName: z.string(), businessNumber: z.string() });
export type StaffCertificate = z.infer<typeof staffCertificate>;
export const certificateIdPath = z.object({ certificateIdx: idParam('서류 번호') });
export const certificateDecisionBody = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: '결정은 approve(승인) 또는 reject(반려)여야 해요.' }),
    reason: z.string().trim().max(200, { error: '반려 사유는 200자 이하로 입력해 주세요.' }).optional(),
  })
  .refine((b) => b.decision === 'approve' || (b.reason !== undefined && b.reason.length >= 2), {
    error: '반려 사유를 2자 이상 입력해 주세요. 업체가 보고 다시 올려요.',
    path: ['reason'],
  });
