import { type PartnerJobResult, type PartnerOrderDetail, type PartnerOrderLine, type PartnerScheduleEntry, type PartnerVirtualNumber } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { partners } from '../../db/schema';
import { asPartner, authorize } from '../../lib/authorize';
import { AppError, invalidField } from '../../lib/errors';
import { dispatchNotices } from '../../lib/notifications';
import { formatVirtualNumber, numberExpiryAfterVisit, toCallNumber } from '../../lib/virtual-numbers';
import { findUploadedImages } from '../files';
import { requestBalanceIfDone } from './billing.balance';
import { demoVisitToday, partnerMoveLine, type JobPhotos } from './billing.changes';
import type { LineRow } from './billing.repository';
import { answerProposal, confirmJob, departJob, proposeDate } from './partner-jobs';
import { toOrderJob } from './partner-jobs.mapper';
import * as jobsRepo from './partner-jobs.repository';
import { readPartnerDetail, readPartnerLine, readPartnerLines, readPartnerSchedule } from './partner-orders.reading';

const digits = (phone: string) => phone.replace(/\D/g, '');
const LIVE = ['awaiting_work', 'in_progress'];

/**
 * The company's orders and jobs (docs/PARTNER.md): its list, the detail of one line with the job's 050 안심번호,
 * the day view, and the job steps (확정, 일정 제안, 출발, 시공 시작·완료 with photos); and the resident's answer
 * to a proposed date.
 */
export function createPartnerJobsService(deps: AppDeps) {
  const { db, jobs, config, virtualNumbers } = deps;

  /** The caller company's line; another company's (or none) is a missing order. */
  async function ownLine(partnerIdx: number, lineIdx: number) {
    return authorize(asPartner(partnerIdx), await jobsRepo.findPartnerLine(db, lineIdx), (r) => ({ partnerIdx: r.line.partnerIdx }), '주문한 서비스');
  }

  /** The visit ends the number: the end of the day after the visit (Seoul); a week from now while undecided. */
  const numberExpiry = (line: LineRow) => numberExpiryAfterVisit(line.dateUndecided ? null : line.visitDate, 7);

  /** The job's live 050 number, opened on first use; none once the job is over. */
  async function numberOf(found: Awaited<ReturnType<typeof ownLine>>) {
    const { line, order } = found;
    if (!LIVE.includes(line.status)) return null;
    const [visit] = await jobsRepo.listVisits(db, [order.orderIdx]);
    const residentPhone = visit?.contactPhone ?? order.buyerPhone;
    const [company] = await db.select({ phone: partners.phone }).from(partners).where(eq(partners.partnerIdx, line.partnerIdx));
    if (!residentPhone || !company) return null;
    const expiresAt = numberExpiry(line);
    if (expiresAt.getTime() <= Date.now()) return null;
    return virtualNumbers.numberFor(
      { kind: 'order_line', idx: line.lineIdx },
      { partnerIdx: line.partnerIdx, partnerPhone: digits(company.phone), residentPhone: digits(residentPhone) },
      expiresAt,
    );
  }

  async function jobOf(lineIdx: number) {
    const row = (await jobsRepo.findPartnerLine(db, lineIdx))!;
    const view = (await jobsRepo.listJobViews(db, [lineIdx])).get(lineIdx);
    return toOrderJob(row.line, view?.job, view?.photos ?? []);
  }

  /** The company's finished uploads (type 'job') named by keys; an unknown key is a 400 naming the field. */
  async function photosOf(accountIdx: number, body: { beforePhotoKeys?: string[]; afterPhotoKeys?: string[] }): Promise<JobPhotos> {
    const load = async (field: 'beforePhotoKeys' | 'afterPhotoKeys') => {
      const keys = [...new Set(body[field] ?? [])];
      if (!keys.length) return [];
      const { images, missing } = await findUploadedImages(deps, { keys, type: 'job', ownerRole: 'partner', ownerIdx: accountIdx });
      if (missing.length) throw invalidField(field, '올리지 않았거나 올리기가 끝나지 않은 사진이 있어요. 사진을 다시 올려 주세요.');
      return images.map((i) => ({ key: i.key, url: i.url }));
    };
    return { before: await load('beforePhotoKeys'), after: await load('afterPhotoKeys') };
  }

  const done = () => void dispatchNotices(jobs);

  return {
    async list(partnerIdx: number, query: { category?: string; status?: string }): Promise<PartnerOrderLine[]> {
      return readPartnerLines(db, partnerIdx, query);
    },

    async detail(partnerIdx: number, lineIdx: number): Promise<PartnerOrderDetail> {
      const found = await ownLine(partnerIdx, lineIdx);
      const grant = await numberOf(found);
      return readPartnerDetail(db, found, {
        virtualNumber: grant ? formatVirtualNumber(grant.number) : null,
        expiresAt: grant?.expiresAt ?? null,
      });
    },

    /** GET /partner/get_virtual_number/{partnerIdx}: the path names the company's order line (docs/PARTNER.md). */
    async virtualNumber(partnerIdx: number, lineIdx: number): Promise<PartnerVirtualNumber> {
      const found = await ownLine(partnerIdx, lineIdx);
      const grant = await numberOf(found);
      if (!grant) throw new AppError('CONFLICT', '끝났거나 취소된 작업이라 안심번호로 연결할 수 없어요.');
      return { lineIdx, ...toCallNumber(grant) };
    },

    async schedule(partnerIdx: number, days = 30): Promise<PartnerScheduleEntry[]> {
      return readPartnerSchedule(db, partnerIdx, days);
    },

    async confirm(partnerIdx: number, lineIdx: number): Promise<PartnerJobResult> {
      const notified = await confirmJob(db, partnerIdx, lineIdx);
      done();
      return { job: await jobOf(lineIdx), notified, message: notified ? '일정을 확정했어요. 입주민에게 알려 드렸어요.' : '이미 확정한 일정이에요.' };
    },

    async propose(partnerIdx: number, lineIdx: number, body: { tz: string; time?: number | null }): Promise<PartnerJobResult> {
      const notified = await proposeDate(db, partnerIdx, lineIdx, body);
      done();
      return {
        job: await jobOf(lineIdx),
        notified,
        message: notified ? '다른 일정을 제안했어요. 입주민이 답하면 알려 드려요.' : '이미 같은 일정을 제안했어요. 입주민의 답을 기다리고 있어요.',
      };
    },

    async depart(partnerIdx: number, lineIdx: number): Promise<PartnerJobResult> {
      const notified = await departJob(db, partnerIdx, lineIdx);
      done();
      return {
        job: await jobOf(lineIdx),
        notified,
        message: notified ? '출발을 알렸어요. 입주민에게 도착 예정 시간을 보냈어요.' : '방금 출발을 알렸어요. 5분 안에는 다시 보내지 않아요.',
      };
    },

    /** PATCH /partner/orders/{lineIdx}/status: 시공 시작, 시공 완료 (after-photos required; survey, review, 잔금). */
    async move(
      partnerIdx: number,
      accountIdx: number | null,
      lineIdx: number,
      body: { status: 'in_progress' | 'completed'; beforePhotoKeys?: string[]; afterPhotoKeys?: string[] },
    ): Promise<PartnerOrderLine> {
      await ownLine(partnerIdx, lineIdx);
      const photos = accountIdx === null ? { before: [], after: [] } : await photosOf(accountIdx, body);
      await partnerMoveLine(db, partnerIdx, lineIdx, body.status, photos);
      if (body.status === 'completed') await requestBalanceIfDone(db, config, lineIdx);
      done();
      return readPartnerLine(db, lineIdx);
    },

    /** Demo mode: the partner brings a paid service's visit to today (billing.changes.ts demoVisitToday). */
    async demoVisitToday(partnerIdx: number, lineIdx: number): Promise<PartnerOrderLine> {
      await demoVisitToday(db, partnerIdx, lineIdx);
      return readPartnerLine(db, lineIdx);
    },

    /** The resident answers the company's proposal of another date (their order detail). */
    async answerProposal(residentIdx: number, lineIdx: number, answer: 'accept' | 'refuse'): Promise<{ merchantUid: string }> {
      const merchantUid = await answerProposal(db, residentIdx, lineIdx, answer);
      done();
      return { merchantUid };
    },
  };
}

export type PartnerJobsService = ReturnType<typeof createPartnerJobsService>;
