import {
  INSPECTION_STATUS_LABELS,
  maskEmail,
  maskPhone,
  REPORT_SEND_SCOPE_LABELS,
  REPORT_SENDS_MAX,
  SEND_TYPE_LABELS,
  seoulToday,
  type CreatedReport,
  type InspectionReportDocument,
  type InspectionReportView,
  type InspectionStatus,
  type ReportRecipient,
  type ReportRepair,
  type ReportSendList,
  type ReportSendResult,
  type ReportSendType,
  type ResidentInspection,
  type UpdateRepairBody,
} from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { asPartner } from '../../lib/authorize';
import { AppError, invalidField } from '../../lib/errors';
import { dispatchNotices, residentPhone } from '../../lib/notifications';
import { randomToken, sha256 } from '../../lib/tokens';
import { notificationQueue } from '../../db/schema';
import { loadInspectionForCaller, loadInspectionForReport, markInspectionReported, markInspectionSent } from '../inspections';
import { photoLoaderFor } from './photo-bytes';
import { fromLoadedInspection, taskPhotoIdxs } from './report.adapter';
import { buildReportDocument } from './report.builder';
import { sameRecentReport } from './report.same-recent';
import { allFindings } from './report.findings';
import * as repo from './inspection-reports.repository';
import type { ReportRow } from './inspection-reports.repository';

const REPORT = '보고서';
const NO_REPORT = '아직 만든 보고서가 없어요. 먼저 보고서를 만들어 주세요.';
/** A send of one report to the same person by the same channel within this window is the same send. */
export const RESEND_WINDOW_MS = 10 * 60 * 1000;

/** Who reads a report: the signed-in resident or inspector (cookie), or whoever holds a link's token. */
export interface ReportReader {
  residentIdx: number | null;
  partnerIdx: number | null;
  token: string | null;
}

export type ReportScope = InspectionReportView['scope'];

/** The page a report opens on; the token is added for links sent by message. */
export const reportPagePath = (reportIdx: number, token?: string) =>
  `/pre-inspection-report?report=${reportIdx}${token ? `&token=${token}` : ''}`;

/**
 * 사전점검 reports (docs/INSPECTION.md "Reports"): an inspector freezes a version once all five types are
 * completed and the 총평 is saved; the resident (signed in, or through the link sent to them), people the report
 * was sent to (read only) and the company read it; everyone reads the seeded sample.
 */
export function createInspectionReportsService(deps: AppDeps) {
  const { db, config, jobs, storage } = deps;

  /** The company's inspection (another company's or a missing one: the same 404). */
  const ownInspection = (tx: DbOrTx, partnerIdx: number, inspectionIdx: number) =>
    loadInspectionForCaller(tx, asPartner(partnerIdx, true), inspectionIdx);

  async function freeze(tx: DbOrTx, inspectionIdx: number): Promise<ReportRow> {
    // The inspection row is locked first: concurrent creations decide one after the other, each seeing the last.
    const owners = await repo.lockInspectionRow(tx, inspectionIdx);
    const loaded = await loadInspectionForReport(tx, inspectionIdx);
    const photoKeys = await repo.photoFileKeys(tx, taskPhotoIdxs(loaded));
    const recent = await sameRecentReport(tx, inspectionIdx, loaded, photoKeys);
    if (recent) return recent;
    const version = await repo.nextVersion(tx, inspectionIdx);
    const row = await repo.insertReport(tx, {
      inspectionIdx,
      version,
      residentIdx: owners?.residentIdx ?? null,
      partnerIdx: owners?.partnerIdx ?? null,
      isSample: loaded.inspection.isSample,
      // The document names its own number: written once the row has it, in the same transaction.
      document: {} as InspectionReportDocument,
      photoKeys,
    });
    const document = buildReportDocument(fromLoadedInspection(loaded, photoKeys), {
      reportIdx: row.reportIdx,
      version,
      createdAt: row.createdAt,
    });
    await repo.setDocument(tx, row.reportIdx, document);
    await markInspectionReported(tx, inspectionIdx, row.reportIdx);
    return { ...row, document };
  }

  async function latestOwnReport(partnerIdx: number, inspectionIdx: number): Promise<ReportRow> {
    await ownInspection(db, partnerIdx, inspectionIdx);
    const report = await repo.latestReport(db, inspectionIdx);
    if (!report) throw new AppError('CONFLICT', NO_REPORT);
    return report;
  }

  async function repairsOf(inspectionIdx: number): Promise<Record<string, ReportRepair>> {
    const rows = await repo.listRepairs(db, inspectionIdx);
    return Object.fromEntries(
      rows.map((r) => [String(r.taskIdx), { status: r.status, requestedAt: r.requestedAt, fixedAt: r.fixedAt }]),
    );
  }

  /**
   * The report and what the reader may do with it, or the 404 of a missing report: a token opens the reports of
   * the inspection it was sent for (another inspection's token is a 404); without a token, the resident it is
   * for and the company that made it; the sample is everyone's.
   */
  async function readable(reportIdx: number, reader: ReportReader): Promise<{ report: ReportRow; scope: ReportScope }> {
    const report = await repo.findReport(db, reportIdx);
    if (!report) throw new AppError('NOT_FOUND', `${REPORT}를 찾을 수 없어요.`);
    if (reader.token) {
      const link = await repo.findLinkByHash(db, sha256(reader.token));
      if (link && link.inspectionIdx === report.inspectionIdx) return { report, scope: link.scope };
    } else {
      if (reader.residentIdx !== null && report.residentIdx === reader.residentIdx) return { report, scope: 'resident' };
      if (reader.partnerIdx !== null && report.partnerIdx === reader.partnerIdx) return { report, scope: 'inspector' };
    }
    if (report.isSample) return { report, scope: 'public' };
    throw new AppError('NOT_FOUND', `${REPORT}를 찾을 수 없어요.`);
  }

  async function viewOf(report: ReportRow, scope: ReportScope): Promise<InspectionReportView> {
    return {
      document: report.document,
      scope,
      repairs: await repairsOf(report.inspectionIdx),
      latestReportIdx: (await repo.latestReportIdx(db, report.inspectionIdx)) ?? report.reportIdx,
    };
  }

  function messageOf(report: ReportRow, channel: ReportSendType, recipient: { name: string; to: string }, url: string, forResident: boolean) {
    const { home } = report.document;
    const where = `${home.complexName} ${home.dong}동 ${home.ho}호`;
    const title = '사전점검 보고서가 도착했어요';
    const body = [
      forResident
        ? `${recipient.name}님, ${where} 사전점검 보고서예요.`
        : `${recipient.name}님, ${report.document.residentName}님 댁(${where})의 사전점검 보고서를 보내 드려요.`,
      '아래 링크에서 하자 사진과 측정 결과, 하자 목록(엑셀)을 볼 수 있어요.',
      url,
    ].join('\n');
    return {
      channel,
      recipient: recipient.to,
      subject: title,
      body: channel === 'email' ? body : `[입주] ${title}\n${body}`,
      payload: { link: url, ...(channel === 'alimtalk' ? { templateId: 'INSPECTION_REPORT' } : {}) },
    };
  }

  /**
   * Sends the latest report's link to each recipient: a new token per recipient (stored hashed). The report row is
   * locked first, so concurrent sends queue behind each other and a second send to the same person by the same
   * channel within RESEND_WINDOW_MS finds the first and sends nothing (`duplicate`).
   */
  async function send(
    partnerIdx: number,
    inspectionIdx: number,
    channel: ReportSendType,
    recipients: (ReportRecipient & { scope: 'resident' | 'viewer' })[],
    resolve: (r: ReportRecipient, i: number) => string,
  ): Promise<ReportSendResult> {
    const latest = await latestOwnReport(partnerIdx, inspectionIdx);
    const result = await db.transaction(async (tx) => {
      const report = (await repo.lockReport(tx, latest.reportIdx))!;
      const sent: ReportSendResult['sent'] = [];
      const since = new Date(Date.now() - RESEND_WINDOW_MS);
      for (const [i, recipient] of recipients.entries()) {
        const to = resolve(recipient, i);
        if (await repo.recentLink(tx, report.reportIdx, channel, to, since)) {
          sent.push({ name: recipient.name, to, channel, duplicate: true });
          continue;
        }
        const token = randomToken();
        await repo.insertLink(tx, {
          inspectionIdx,
          reportIdx: report.reportIdx,
          tokenHash: sha256(token),
          scope: recipient.scope,
          channel,
          recipientName: recipient.name,
          recipient: to,
          sentByPartnerIdx: partnerIdx,
        });
        const url = `${config.siteUrl}${reportPagePath(report.reportIdx, token)}`;
        await tx.insert(notificationQueue).values({
          ...messageOf(report, channel, { name: recipient.name, to }, url, recipient.scope === 'resident'),
          residentIdx: recipient.scope === 'resident' ? report.residentIdx : null,
        });
        sent.push({ name: recipient.name, to, channel, duplicate: false });
      }
      if (sent.some((s) => !s.duplicate)) await markInspectionSent(tx, inspectionIdx);
      return { reportIdx: report.reportIdx, sent };
    });
    await dispatchNotices(jobs);
    return result;
  }

  return {
    /**
     * POST /inspection/{id}/create/report: version n+1, once all five types are completed and the 총평 is saved;
     * the version just made (SAME_REPORT_WINDOW_MS) from unchanged records is answered instead of a copy.
     */
    async create(partnerIdx: number, inspectionIdx: number): Promise<CreatedReport> {
      const row = await db.transaction(async (tx) => {
        const inspection = await ownInspection(tx, partnerIdx, inspectionIdx);
        if (inspection.cancelledAt) throw new AppError('CONFLICT', '취소된 점검이라 보고서를 만들 수 없어요.');
        const loaded = await loadInspectionForReport(tx, inspectionIdx);
        const open = loaded.inspection.types.filter((t) => t.state !== 'completed').map((t) => t.label);
        if (open.length > 0) {
          throw new AppError('CONFLICT', `${open.join(', ')} 점검을 작성 완료로 바꾼 뒤에 보고서를 만들 수 있어요.`);
        }
        if (!loaded.inspection.opinion?.trim()) throw new AppError('CONFLICT', '총평을 먼저 저장해 주세요. 보고서 첫 장에 들어가요.');
        return freeze(tx, inspectionIdx);
      });
      return { reportIdx: row.reportIdx, version: row.version, createdAt: row.createdAt.toISOString() };
    },

    /** The latest report of the company's inspection, for its downloads. */
    async latestForInspector(partnerIdx: number, inspectionIdx: number): Promise<ReportRow> {
      return latestOwnReport(partnerIdx, inspectionIdx);
    },

    async sendToResident(partnerIdx: number, inspectionIdx: number, channel: ReportSendType): Promise<ReportSendResult> {
      const inspection = await ownInspection(db, partnerIdx, inspectionIdx);
      if (inspection.residentIdx === null) throw new AppError('CONFLICT', '이 점검에는 고객 계정이 없어요. 다른 분께 보내기를 써 주세요.');
      const loaded = await loadInspectionForReport(db, inspectionIdx);
      const name = loaded.inspection.residentName ?? '고객';
      let to: string | null;
      if (channel === 'email') to = await repo.residentEmail(db, inspection.residentIdx);
      else to = (await residentPhone(db, inspection.residentIdx))?.replace(/\D/g, '') || null;
      if (!to) {
        throw new AppError(
          'CONFLICT',
          channel === 'email' ? '고객 이메일이 없어요. 문자나 알림톡으로 보내 주세요.' : '고객 휴대폰 번호가 없어요. 이메일로 보내 주세요.',
        );
      }
      return send(partnerIdx, inspectionIdx, channel, [{ name, scope: 'resident' }], () => to);
    },

    async sendToOthers(
      partnerIdx: number,
      inspectionIdx: number,
      channel: ReportSendType,
      recipients: ReportRecipient[],
    ): Promise<ReportSendResult> {
      // Each recipient needs the address the channel uses; a missing one is a 400 naming it.
      const field = channel === 'email' ? 'email' : 'phone';
      recipients.forEach((r, i) => {
        if (!r[field]) {
          throw invalidField(
            `recipients.${i}.${field}`,
            channel === 'email'
              ? `${i + 1}번째 받는 분의 이메일(email)을 입력해 주세요.`
              : `${i + 1}번째 받는 분의 휴대폰 번호(phone)를 입력해 주세요. ${SEND_TYPE_LABELS[channel]}는 휴대폰으로 보내요.`,
          );
        }
      });
      return send(
        partnerIdx,
        inspectionIdx,
        channel,
        recipients.map((r) => ({ ...r, scope: 'viewer' as const })),
        (r) => (channel === 'email' ? r.email!.toLowerCase() : r.phone!),
      );
    },

    /**
     * GET /inspection/{id}/report/sends: every link sent for the inspection's reports (any version, from any
     * device of the company), newest first, the address masked. One query after the ownership check.
     */
    async sends(partnerIdx: number, inspectionIdx: number): Promise<ReportSendList> {
      await ownInspection(db, partnerIdx, inspectionIdx);
      const rows = await repo.listLinks(db, inspectionIdx, REPORT_SENDS_MAX);
      return {
        items: rows.map((r) => ({
          linkIdx: r.linkIdx,
          reportIdx: r.reportIdx,
          version: r.version,
          name: r.recipientName,
          channel: r.channel,
          channelLabel: SEND_TYPE_LABELS[r.channel],
          to: r.channel === 'email' ? maskEmail(r.recipient) : maskPhone(r.recipient),
          scope: r.scope,
          scopeLabel: REPORT_SEND_SCOPE_LABELS[r.scope],
          sentAt: r.createdAt.toISOString(),
        })),
      };
    },

    readable,

    async view(reportIdx: number, reader: ReportReader): Promise<InspectionReportView> {
      const { report, scope } = await readable(reportIdx, reader);
      return viewOf(report, scope);
    },

    repairsOf,

    photoLoader: (report: ReportRow) => photoLoaderFor(storage, report.photoKeys),

    /** The resident's checklist: only the resident (signed in, or their own link) changes it; others get a 404. */
    async updateRepair(reportIdx: number, taskIdx: number, reader: ReportReader, body: UpdateRepairBody): Promise<InspectionReportView> {
      const { report, scope } = await readable(reportIdx, reader);
      if (scope !== 'resident') throw new AppError('NOT_FOUND', `${REPORT}를 찾을 수 없어요.`);
      if (!allFindings(report.document).some((f) => f.taskIdx === taskIdx)) throw new AppError('NOT_FOUND', '하자를 찾을 수 없어요.');
      const today = seoulToday();
      const requestedAt = body.status === 'open' ? null : (body.requestedAt ?? (body.status === 'requested' ? today : null));
      const fixedAt = body.status === 'fixed' ? (body.fixedAt ?? today) : null;
      if (requestedAt && fixedAt && fixedAt < requestedAt) throw invalidField('fixedAt', '보수 완료일(fixedAt)은 요청일 이후여야 해요.');
      await repo.upsertRepair(db, { inspectionIdx: report.inspectionIdx, taskIdx, status: body.status, requestedAt, fixedAt });
      return viewOf(report, scope);
    },

    /** GET /residents/inspections: the resident's inspections, newest first, with the report to open. */
    async residentInspections(residentIdx: number): Promise<ResidentInspection[]> {
      const rows = await repo.listResidentInspections(db, residentIdx);
      return rows.map((r) => ({
        inspectionIdx: r.inspectionIdx,
        complexName: r.complexName,
        dong: r.dong ?? '',
        ho: r.ho ?? '',
        visitDate: r.visitDate ?? '',
        status: r.status,
        statusLabel: INSPECTION_STATUS_LABELS[r.status as InspectionStatus] ?? r.status,
        reportIdx: r.reportIdx === null ? null : Number(r.reportIdx),
        reportPath: r.reportIdx === null ? null : reportPagePath(Number(r.reportIdx)),
      }));
    },

    /**
     * GET /inspection-reports/sample: the seeded sample inspection's latest report, frozen on first use when the
     * seed made none. 404 when there is no sample inspection (a deployment without the demo seed).
     */
    async sample(): Promise<InspectionReportView> {
      const inspectionIdx = await repo.findSampleInspectionIdx(db);
      if (inspectionIdx === null) throw new AppError('NOT_FOUND', '샘플 보고서가 아직 없어요.');
      const report =
        (await repo.latestReport(db, inspectionIdx)) ??
        (await db.transaction(async (tx) => {
          await repo.lockInspectionRow(tx, inspectionIdx);
          return (await repo.latestReport(tx, inspectionIdx)) ?? freeze(tx, inspectionIdx);
        }));
      return viewOf(report, 'public');
    },
  };
}

export type InspectionReportsService = ReturnType<typeof createInspectionReportsService>;
