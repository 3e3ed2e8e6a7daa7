import { z } from 'zod';
import { phoneNumber } from './auth';
import { idParam, idValue, isoTime } from './fields';

/**
 * The 사전점검 report (docs/INSPECTION.md "Reports"): one frozen document per report version, which the web
 * page, the PDF, the Excel 하자 list, the photo zip and the 하자보수 신청 pack all render. Every label a reader
 * sees is written into the document when it is frozen, so a later change of wording or standards never
 * changes a report that was sent.
 */

const typeCode = z.enum(['visual', 'level', 'gradient', 'thermal', 'radon']);
const verdictCode = z.enum(['pass', 'fail', 'check']);
// A finding's weight: a 육안 defect's severity, or for a measurement 안전 위험 / 보수 필요 when it fails, and
// check (확인 필요) when it is only to be confirmed (thermal, no standard), so it is not counted as a repair.
const severityCode = z.enum(['safety', 'repair', 'cosmetic', 'check']);

/** A shape drawn over a photo, in 0-1 coordinates of its width and height (the same on screen and in the PDF). */
export const reportShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('arrow'), x1: z.number(), y1: z.number(), x2: z.number(), y2: z.number() }),
  z.object({ kind: z.literal('circle'), x: z.number(), y: z.number(), rx: z.number(), ry: z.number() }),
  z.object({ kind: z.literal('text'), x: z.number(), y: z.number(), text: z.string() }),
]);
export type ReportShape = z.infer<typeof reportShape>;

export const reportPhoto = z.object({
  photoIdx: z.number().int(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  role: z.enum(['wide', 'close', 'scale']).nullable(),
  annotations: z.array(reportShape),
  /** Its name in the photo zip, folder per space: `거실/03_도배_오염_1.jpg`. */
  fileName: z.string(),
});
export type ReportPhoto = z.infer<typeof reportPhoto>;

/** Repair checklist state of a finding, as the resident ticks it off while the builder fixes it. */
export const REPAIR_STATUSES = ['open', 'requested', 'fixed'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];
export const REPAIR_STATUS_LABELS: Record<RepairStatus, string> = { open: '미접수', requested: '보수 요청', fixed: '보수 완료' };

export const reportRepair = z.object({
  status: z.enum(REPAIR_STATUSES),
  requestedAt: z.string().nullable().describe('보수 요청일 YYYY-MM-DD'),
  fixedAt: z.string().nullable().describe('보수 완료일 YYYY-MM-DD'),
});
export type ReportRepair = z.infer<typeof reportRepair>;

/**
 * One finding: every 육안 defect, and every measurement that exceeds its standard or needs a check. Passing
 * measurements appear only in the measurement tables. `no` is its number in the report, the Excel and the zip.
 */
export const reportFinding = z.object({
  no: z.number().int(),
  taskIdx: z.number().int(),
  type: typeCode,
  typeLabel: z.string(),
  spaceName: z.string(),
  location: z.string(),
  /** Builder trade (공종): the 육안 category, or the trade a measurement belongs to (바닥 수평 -> 바닥재). */
  category: z.string(),
  categoryLabel: z.string(),
  severity: severityCode,
  severityLabel: z.string(),
  title: z.string(),
  description: z.string(),
  verdict: verdictCode.nullable(),
  verdictLabel: z.string().nullable(),
  measuredText: z.string().nullable(),
  allowedText: z.string().nullable(),
  photos: z.array(reportPhoto),
});
export type ReportFinding = z.infer<typeof reportFinding>;

/** One row of a measurement type's table: measured against allowed, with the verdict. */
export const reportMeasurementRow = z.object({
  taskIdx: z.number().int(),
  spaceName: z.string(),
  location: z.string(),
  item: z.string(),
  measuredText: z.string(),
  allowedText: z.string(),
  verdict: verdictCode,
  verdictLabel: z.string(),
  comment: z.string().nullable(),
  photos: z.array(reportPhoto),
});
export type ReportMeasurementRow = z.infer<typeof reportMeasurementRow>;

export const reportStandard = z.object({
  type: typeCode,
  typeLabel: z.string(),
  label: z.string(),
  unit: z.string(),
  comparator: z.enum(['max', 'min']),
  limit: z.number(),
  condition: z.string().nullable(),
  source: z.string(),
  verified: z.boolean(),
  note: z.string().nullable(),
});
export type ReportStandard = z.infer<typeof reportStandard>;

export const inspectionReportDocument = z.object({
  reportIdx: z.number().int(),
  inspectionIdx: z.number().int(),
  version: z.number().int(),
  createdAt: isoTime,
  isSample: z.boolean(),
  home: z.object({
    complexName: z.string(),
    dong: z.string(),
    ho: z.string(),
    areaLabel: z.string(),
    visitDate: z.string().describe('점검일 YYYY-MM-DD'),
    builder: z.string().nullable(),
  }),
  company: z.object({ name: z.string(), phone: z.string().nullable() }),
  inspectorName: z.string().nullable(),
  residentName: z.string(),
  summary: z.object({
    findingCount: z.number().int(),
    byType: z.array(z.object({ type: typeCode, label: z.string(), taskCount: z.number().int(), findingCount: z.number().int() })),
    bySeverity: z.array(z.object({ severity: severityCode, label: z.string(), count: z.number().int() })),
    /** Radon and indoor-air readings against their standard. */
    air: z.array(reportMeasurementRow),
    /** The worst findings (safety first, then 기준 초과), at most six, with their photos. */
    worst: z.array(reportFinding),
    opinion: z.string(),
  }),
  spaces: z.array(z.object({ name: z.string(), findings: z.array(reportFinding) })),
  measurements: z.array(
    z.object({ type: typeCode, label: z.string(), rows: z.array(reportMeasurementRow), notes: z.array(z.string()).describe('이 측정에 대한 안내') }),
  ),
  standards: z.array(reportStandard),
  disclaimers: z.array(z.string()),
});
export type InspectionReportDocument = z.infer<typeof inspectionReportDocument>;

/** What a reader of a report gets: the document, the reader's scope and the checklist state per finding. */
export const inspectionReportView = z.object({
  document: inspectionReportDocument,
  /** resident: the owner (may tick the checklist); viewer: someone the report was sent to (read only). */
  scope: z.enum(['resident', 'viewer', 'inspector', 'public']),
  repairs: z.record(z.string(), reportRepair).describe('taskIdx -> 보수 상태'),
  /** A newer version of the same inspection's report, when there is one. */
  latestReportIdx: z.number().int(),
});
export type InspectionReportView = z.infer<typeof inspectionReportView>;

// ---- inspector routes

export const SEND_TYPES = ['sms', 'alimtalk', 'email'] as const;
export type ReportSendType = (typeof SEND_TYPES)[number];
export const SEND_TYPE_LABELS: Record<ReportSendType, string> = { sms: '문자', alimtalk: '알림톡', email: '이메일' };

export const reportInspectionParams = z.object({ inspectionId: idParam('점검 번호(inspectionId)') });
export const reportSendParams = reportInspectionParams.extend({
  sendType: z.enum(SEND_TYPES, { error: '보내는 방법(sendType)은 sms, alimtalk, email 중 하나여야 해요.' }),
});
export const downloadReportBody = z.object({ inspectionId: idValue('점검 번호(inspectionId)') });

/** Up to five people besides the resident (family, the builder's AS office). */
export const REPORT_OTHERS_MAX = 5;
export const reportRecipient = z.object({
  name: z
    .string({ error: '받는 분 이름(name)을 입력해 주세요.' })
    .trim()
    .min(1, { error: '받는 분 이름(name)을 입력해 주세요.' })
    .max(30, { error: '받는 분 이름(name)은 30자 이하로 입력해 주세요.' }),
  phone: phoneNumber.optional(),
  email: z
    .string()
    .trim()
    .max(200, { error: '이메일(email)은 200자 이하로 입력해 주세요.' })
    .pipe(z.email({ error: '이메일(email) 형식이 올바르지 않아요. 예: as@builder.co.kr' }))
    .optional(),
});
export type ReportRecipient = z.infer<typeof reportRecipient>;
export const sendReportOthersBody = z.object({
  recipients: z
    .array(reportRecipient, { error: '받는 분(recipients)을 목록으로 보내 주세요.' })
    .min(1, { error: '받는 분(recipients)을 한 명 이상 입력해 주세요.' })
    .max(REPORT_OTHERS_MAX, { error: `받는 분(recipients)은 ${REPORT_OTHERS_MAX}명까지 보낼 수 있어요.` }),
});
export type SendReportOthersBody = z.infer<typeof sendReportOthersBody>;

export const createdReport = z.object({ reportIdx: z.number().int(), version: z.number().int(), createdAt: isoTime });
export type CreatedReport = z.infer<typeof createdReport>;

export const reportSendResult = z.object({
  reportIdx: z.number().int(),
  sent: z.array(z.object({ name: z.string(), to: z.string(), channel: z.enum(SEND_TYPES), duplicate: z.boolean() })),
});
export type ReportSendResult = z.infer<typeof reportSendResult>;

/** One link sent for an inspection's report (GET /inspection/{id}/report/sends), the address masked. */
export const reportSendEntry = z.object({
  linkIdx: z.number().int(),
  reportIdx: z.number().int(),
  version: z.number().int().describe('보낸 보고서의 판'),
  name: z.string().describe('받는 분 이름'),
  channel: z.enum(SEND_TYPES),
  channelLabel: z.string().describe('문자, 알림톡, 이메일'),
  to: z.string().describe('가린 연락처 (010-****-5678, as***@builder.co.kr)'),
  scope: z.enum(['resident', 'viewer']),
  scopeLabel: z.string().describe('고객 (체크리스트 가능) 또는 보기만'),
  sentAt: isoTime,
});
export type ReportSendEntry = z.infer<typeof reportSendEntry>;
export const REPORT_SEND_SCOPE_LABELS: Record<ReportSendEntry['scope'], string> = { resident: '고객', viewer: '보기만' };
/** The most sends the list shows, newest first. */
export const REPORT_SENDS_MAX = 100;
export const reportSendList = z.object({ items: z.array(reportSendEntry) });
export type ReportSendList = z.infer<typeof reportSendList>;

// ---- resident and public routes

export const reportIdParams = z.object({ reportId: idParam('보고서 번호(reportId)') });
export const reportRepairParams = reportIdParams.extend({ taskIdx: idParam('하자 번호(taskIdx)') });
const linkToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: '링크(token)가 올바르지 않아요. 받은 링크를 다시 눌러 주세요.' })
  .describe('받은 링크의 token (256비트, base64url)');
export const reportTokenQuery = z.object({ token: linkToken.optional() });

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '날짜는 2026-03-01처럼 입력해 주세요.' });
/** The checklist change; `token` is the resident's link when not signed in (in the body: a write keeps it out of URLs). */
export const updateRepairBody = z.object({
  token: linkToken.optional(),
  status: z.enum(REPAIR_STATUSES, { error: '보수 상태(status)는 open, requested, fixed 중 하나여야 해요.' }),
  requestedAt: ymd.nullable().optional(),
  fixedAt: ymd.nullable().optional(),
});
export type UpdateRepairBody = z.infer<typeof updateRepairBody>;

export const residentInspection = z.object({
  inspectionIdx: z.number().int(),
  complexName: z.string(),
  dong: z.string(),
  ho: z.string(),
  visitDate: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  reportIdx: z.number().int().nullable(),
  /** The page the report opens on: /pre-inspection-report?report=<id> (the signed-in owner needs no token). */
  reportPath: z.string().nullable(),
});
export type ResidentInspection = z.infer<typeof residentInspection>;
export const residentInspectionList = z.object({ inspections: z.array(residentInspection) });
