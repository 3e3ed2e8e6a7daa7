import {
  FIRE_CONSENT_TEXT,
  FIRE_STATUS_LABELS,
  seoulClock,
  type FireCoverage,
  type FireInsuranceRequest,
  type FireStatus,
  type StaffFireInsuranceRequest,
} from '@ipju/contract';
import type { Db } from '../../db/client';
import { asResident, asStaff, authorize, residentOwned, type Owners } from '../../lib/authorize';
import { AppError, invalidField, isUniqueViolation, refusedStatusMove } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { dispatchNotices, queueResidentNotice, queueStaffNotice } from '../../lib/notifications';
import { residentNotices, staffNotices } from './fire-insurance.notices';
import * as repo from './fire-insurance.repository';
import type { QuoteRow, RequestRow } from './fire-insurance.repository';

/**
 * 화재보험 견적 (POST/GET /residents/fire_insurance_request; docs/RESIDENT-SERVICES.md "화재보험").
 *
 * - A request copies the home's facts (complex, 동·호, 평형 and 전용면적, the complex's completion year) and the
 *   consent text with its time. A double tap is one request: the same request key answers the request it
 *   made; another request while one of the home's is open is a 409.
 * - received -> quoted (staff add a quote; the resident is told) -> completed or cancelled (staff; the
 *   resident may cancel while it is open).
 */
const MINE_LIMIT = 50;
const STAFF_LIMIT = 100;
const OPEN: readonly FireStatus[] = ['received', 'quoted'];
const NOUN = '화재보험 견적 요청';

const requestOwners = (row: RequestRow): Owners => ({ ...residentOwned(row), staff: true });

const OPEN_EXISTS = '이 집의 화재보험 견적 요청이 이미 진행 중이에요. 마이페이지의 화재보험 견적에서 확인해 주세요.';

function toRequest(row: RequestRow, quotes: QuoteRow[]): FireInsuranceRequest {
  const year = seoulClock(row.createdAt).year;
  return {
    requestIdx: row.requestIdx,
    homeIdx: row.homeIdx,
    complexName: row.complexName,
    dong: row.dong,
    ho: row.ho,
    pyeong: row.pyeong,
    exclusiveArea: row.exclusiveArea,
    completionYear: row.completionYear,
    buildingAge: row.completionYear === null ? null : Math.max(0, year - row.completionYear),
    coverages: row.coverages as FireCoverage[],
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    consentedAt: row.consentedAt.toISOString(),
    status: row.status,
    statusLabel: FIRE_STATUS_LABELS[row.status],
    quotes: quotes
      .filter((q) => q.requestIdx === row.requestIdx)
      .map((q) => ({ quoteIdx: q.quoteIdx, insurer: q.insurer, yearlyPremium: q.yearlyPremium, coverageSummary: q.coverageSummary, createdAt: q.createdAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toStaff = (row: RequestRow, quotes: QuoteRow[]): StaffFireInsuranceRequest => ({
  ...toRequest(row, quotes),
  residentIdx: row.residentIdx,
  consentText: row.consentText,
});

export function createFireInsuranceService(deps: { db: Db; jobs: JobQueue }) {
  const { db, jobs } = deps;

  async function readOne(row: RequestRow) {
    return toRequest(row, await repo.quotesOf(db, [row.requestIdx]));
  }

  return {
    async create(residentIdx: number, body: { homeIdx: number; coverages: FireCoverage[]; requestKey: string }): Promise<FireInsuranceRequest> {
      const replay = await repo.findByKey(db, residentIdx, body.requestKey);
      if (replay) return readOne(replay);
      const home = authorize(asResident(residentIdx), await repo.findHome(db, body.homeIdx), residentOwned, '집');
      if (!home.dong || !home.ho) throw invalidField('homeIdx', '견적에는 동·호가 필요해요. 우리 집의 동·호를 먼저 등록해 주세요.');
      if (home.pyeong === null || home.exclusiveArea === null) {
        throw invalidField('homeIdx', '견적에는 평형이 필요해요. 우리 집의 평형을 먼저 골라 주세요.');
      }
      const resident = await repo.findResident(db, residentIdx);
      if (!resident?.phone || resident.withdrawnAt) throw new AppError('UNAUTHORIZED', '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.');
      const completionYear = home.moveInMonth ? Number(home.moveInMonth.slice(0, 4)) : null;
      const values = {
        residentIdx,
        homeIdx: home.homeIdx,
        apartmentIdx: home.apartmentIdx,
        complexName: home.complexName,
        dong: home.dong,
        ho: home.ho,
        pyeong: home.pyeong,
        exclusiveArea: home.exclusiveArea,
        completionYear: Number.isInteger(completionYear) ? completionYear : null,
        coverages: body.coverages,
        contactName: resident.name ?? '입주민',
        contactPhone: resident.phone,
        consentText: FIRE_CONSENT_TEXT,
        consentedAt: new Date(),
        requestKey: body.requestKey,
      };
      let created: RequestRow | undefined;
      try {
        created = await db.transaction(async (tx) => {
          const row = await repo.insertOnce(tx, values);
          if (!row) return undefined;
          await queueStaffNotice(tx, staffNotices.requested(row));
          await queueResidentNotice(tx, { residentIdx, phone: resident.phone, ...residentNotices.requested(row) });
          return row;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const same = await repo.findByKey(db, residentIdx, body.requestKey);
        if (same) return readOne(same);
        throw new AppError('CONFLICT', OPEN_EXISTS);
      }
      if (!created) {
        // The same request key committed first (a double tap): that request is the answer.
        return readOne((await repo.findByKey(db, residentIdx, body.requestKey))!);
      }
      await dispatchNotices(jobs);
      return toRequest(created, []);
    },

    async listMine(residentIdx: number): Promise<FireInsuranceRequest[]> {
      const rows = await repo.listMine(db, residentIdx, MINE_LIMIT);
      const quotes = await repo.quotesOf(db, rows.map((r) => r.requestIdx));
      return rows.map((r) => toRequest(r, quotes));
    },

    async cancel(residentIdx: number, requestIdx: number): Promise<FireInsuranceRequest> {
      const row = await db.transaction(async (tx) => {
        const request = authorize(asResident(residentIdx), await repo.lock(tx, requestIdx), requestOwners, NOUN);
        if (!OPEN.includes(request.status)) throw refusedStatusMove(FIRE_STATUS_LABELS[request.status], FIRE_STATUS_LABELS.cancelled);
        return repo.setStatus(tx, requestIdx, 'cancelled');
      });
      return readOne(row);
    },

    async listForStaff(status: FireStatus | undefined): Promise<StaffFireInsuranceRequest[]> {
      const rows = await repo.listForStaff(db, status, STAFF_LIMIT);
      const quotes = await repo.quotesOf(db, rows.map((r) => r.requestIdx));
      return rows.map((r) => toStaff(r, quotes));
    },

    /** A quote for an open request: the request becomes 견적 도착 and the resident is told (in-app link). */
    async addQuote(
      staffIdx: number,
      requestIdx: number,
      body: { insurer: string; yearlyPremium: number; coverageSummary: string },
    ): Promise<StaffFireInsuranceRequest> {
      const row = await db.transaction(async (tx) => {
        const request = authorize(asStaff(staffIdx), await repo.lock(tx, requestIdx), requestOwners, NOUN);
        if (!OPEN.includes(request.status)) {
          throw new AppError('CONFLICT', `'${FIRE_STATUS_LABELS[request.status]}' 상태인 요청에는 견적을 보낼 수 없어요.`);
        }
        const quote = await repo.insertQuote(tx, { requestIdx, staffIdx, ...body });
        const next = request.status === 'quoted' ? request : await repo.setStatus(tx, requestIdx, 'quoted');
        const phone = (await repo.findResident(tx, request.residentIdx))?.phone ?? null;
        await queueResidentNotice(tx, { residentIdx: request.residentIdx, phone, ...residentNotices.quoted(next, quote) });
        return next;
      });
      await dispatchNotices(jobs);
      return toStaff(row, await repo.quotesOf(db, [requestIdx]));
    },

    /** 완료 (the resident signed up with an insurer) or 취소, from an open request. */
    async close(staffIdx: number, requestIdx: number, status: 'completed' | 'cancelled'): Promise<StaffFireInsuranceRequest> {
      const row = await db.transaction(async (tx) => {
        const request = authorize(asStaff(staffIdx), await repo.lock(tx, requestIdx), requestOwners, NOUN);
        if (!OPEN.includes(request.status)) throw refusedStatusMove(FIRE_STATUS_LABELS[request.status], FIRE_STATUS_LABELS[status]);
        if (status === 'completed' && request.status !== 'quoted') {
          throw refusedStatusMove(FIRE_STATUS_LABELS[request.status], FIRE_STATUS_LABELS.completed);
        }
        return repo.setStatus(tx, requestIdx, status);
      });
      return toStaff(row, await repo.quotesOf(db, [requestIdx]));
    },
  };
}
export type FireInsuranceService = ReturnType<typeof createFireInsuranceService>;
