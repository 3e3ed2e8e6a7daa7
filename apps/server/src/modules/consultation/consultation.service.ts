import {
  addDays,
  CONSULTATION_DATE_MAX_DAYS,
  CONSULTATION_REPEAT_WINDOW_SECONDS,
  CONSULTATION_STAFF_MOVES,
  CONSULTATION_STATUS_LABELS,
  compareYmd,
  seoulToday,
  type Consultation,
  type ConsultationStatus,
  type ConsultationTime,
  type StaffConsultation,
  type StaffConsultationPage,
} from '@ipju/contract';
import type { Db, DbOrTx } from '../../db/client';
import { asResident, asStaff, authorize, residentOwned, type Owners } from '../../lib/authorize';
import { AppError, invalidField, isUniqueViolation, refusedStatusMove } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { dispatchNotices, queueResidentNotice, queueStaffNotice, residentPhone } from '../../lib/notifications';
import { describeResponses, responseForRequest } from '../surveys';
import { toConsultation, toStaffConsultation } from './consultation.mapper';
import { RESIDENT_LINK, residentNotices, staffNotices } from './consultation.notices';
import * as repo from './consultation.repository';
import type { ConsultationRow } from './consultation.repository';

/**
 * Consultation requests (POST /consultation; GET /consultation, PATCH /consultation/{id}/cancel and the
 * staff's /staff/consultations are new paths).
 *
 * - The request is made in one transaction with its notices: staff (AlimTalk to every active staff phone)
 *   and the resident ("상담 신청이 접수되었어요"). The dispatch job is sent after the commit.
 * - Double taps: the resident's row is locked while a request is made, and the same request (complex,
 *   date, time, needs) still open from the last minute is refused with 409. A survey response goes with one
 *   request (unique index; 409).
 * - The resident cancels their own request while it is requested; staff move it along
 *   CONSULTATION_STAFF_MOVES and the resident hears of contacted, done and a staff cancel.
 */
const MINE_LIMIT = 50;

/** A request is the resident's who made it, and staff look after every one. */
const consultationOwners = (row: ConsultationRow): Owners => ({ ...residentOwned(row), staff: true });

const RESPONSE_TAKEN = '이미 다른 상담 신청에 쓴 설문 응답이에요. 설문에 다시 답해 주세요.';

export interface CreateConsultationInput {
  kind: 'homestyling';
  name: string;
  phone: string;
  apartmentIdx?: number;
  complexName?: string;
  pyeong?: number;
  preferredDate?: string | null;
  preferredTime: ConsultationTime;
  needs: string;
  surveyResponseIdx?: number;
}

export function createConsultationService(deps: { db: Db; jobs: JobQueue }) {
  const { db, jobs } = deps;

  async function withSurveys(db: DbOrTx, rows: ConsultationRow[]) {
    return describeResponses(
      db,
      rows.map((r) => r.surveyResponseIdx).filter((idx): idx is number => idx !== null),
    );
  }

  async function complexOf(input: CreateConsultationInput): Promise<{ apartmentIdx: number | null; complexName: string }> {
    if (input.apartmentIdx !== undefined) {
      const apartment = await repo.findApartment(db, input.apartmentIdx);
      if (!apartment) throw invalidField('apartmentIdx', '고른 단지를 찾을 수 없어요. 단지를 다시 골라 주세요.');
      return { apartmentIdx: apartment.apartmentIdx, complexName: apartment.name };
    }
    if (!input.complexName) throw invalidField('complexName', '단지명을 입력해 주세요.');
    return { apartmentIdx: null, complexName: input.complexName };
  }

  function checkDate(preferredDate: string | null | undefined): string | null {
    if (!preferredDate) return null;
    const today = seoulToday();
    if (compareYmd(preferredDate, today) < 0) throw invalidField('preferredDate', '희망 상담일은 오늘이나 그 뒤의 날짜로 골라 주세요.');
    if (compareYmd(preferredDate, addDays(today, CONSULTATION_DATE_MAX_DAYS)) > 0) {
      throw invalidField('preferredDate', '희망 상담일은 1년 안의 날짜로 골라 주세요.');
    }
    return preferredDate;
  }

  return {
    async create(residentIdx: number, input: CreateConsultationInput): Promise<Consultation> {
      const complex = await complexOf(input);
      const preferredDate = checkDate(input.preferredDate);
      if (input.surveyResponseIdx !== undefined) await responseForRequest(db, residentIdx, input.surveyResponseIdx);
      const values = {
        residentIdx,
        kind: input.kind,
        name: input.name,
        phone: input.phone,
        ...complex,
        pyeong: input.pyeong ?? null,
        preferredDate,
        preferredTime: input.preferredTime,
        needs: input.needs,
        surveyResponseIdx: input.surveyResponseIdx ?? null,
      };
      let created: ConsultationRow;
      try {
        created = await db.transaction(async (tx) => {
          const resident = await repo.lockResident(tx, residentIdx);
          if (!resident) throw new AppError('UNAUTHORIZED', '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.');
          const since = new Date(Date.now() - CONSULTATION_REPEAT_WINDOW_SECONDS * 1000);
          if (await repo.findRepeat(tx, residentIdx, values, since)) {
            throw new AppError('CONFLICT', '방금 같은 내용으로 상담을 신청했어요. 마이페이지 상담 내역에서 확인해 주세요.');
          }
          if (values.surveyResponseIdx !== null && (await repo.findByResponse(tx, values.surveyResponseIdx))) {
            throw new AppError('CONFLICT', RESPONSE_TAKEN);
          }
          const row = await repo.insert(tx, values);
          await queueStaffNotice(tx, staffNotices.requested(row));
          await queueResidentNotice(tx, { residentIdx, phone: resident.phone, ...residentNotices.requested(row), link: RESIDENT_LINK });
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', RESPONSE_TAKEN);
        throw error;
      }
      await dispatchNotices(jobs);
      return toConsultation(created, await withSurveys(db, [created]));
    },

    async listMine(residentIdx: number): Promise<Consultation[]> {
      const rows = await repo.listMine(db, residentIdx, MINE_LIMIT);
      const surveys = await withSurveys(db, rows);
      return rows.map((r) => toConsultation(r, surveys));
    },

    async cancel(residentIdx: number, consultationIdx: number): Promise<Consultation> {
      const updated = await db.transaction(async (tx) => {
        const row = authorize(asResident(residentIdx), await repo.lock(tx, consultationIdx), consultationOwners, '상담 신청');
        if (row.status === 'cancelled') throw new AppError('CONFLICT', '이미 취소한 상담 신청이에요.');
        if (row.status !== 'requested') {
          throw new AppError('CONFLICT', `상담이 '${CONSULTATION_STATUS_LABELS[row.status]}' 상태라 취소할 수 없어요. 담당 매니저에게 말씀해 주세요.`);
        }
        const next = await repo.update(tx, consultationIdx, { status: 'cancelled' });
        await queueStaffNotice(tx, staffNotices.cancelledByResident(next));
        return next;
      });
      await dispatchNotices(jobs);
      return toConsultation(updated, await withSurveys(db, [updated]));
    },

    async listForStaff(status: ConsultationStatus | undefined, page: number, limit: number): Promise<StaffConsultationPage> {
      const { rows, total } = await repo.listPage(db, status, page, limit);
      const surveys = await withSurveys(db, rows);
      return { consultations: rows.map((r) => toStaffConsultation(r, surveys)), page, limit, total };
    },

    async updateByStaff(
      staffIdx: number,
      consultationIdx: number,
      body: { status?: 'contacted' | 'done' | 'cancelled'; memo?: string | null },
    ): Promise<StaffConsultation> {
      const updated = await db.transaction(async (tx) => {
        const row = authorize(asStaff(staffIdx), await repo.lock(tx, consultationIdx), consultationOwners, '상담 신청');
        const moving = body.status !== undefined && body.status !== row.status;
        if (moving && !CONSULTATION_STAFF_MOVES[row.status].includes(body.status!)) {
          throw refusedStatusMove(CONSULTATION_STATUS_LABELS[row.status], CONSULTATION_STATUS_LABELS[body.status!]);
        }
        const next = await repo.update(tx, consultationIdx, {
          staffIdx,
          ...(moving ? { status: body.status } : {}),
          ...(body.memo !== undefined ? { staffMemo: body.memo || null } : {}),
        });
        if (moving) {
          const notice =
            next.status === 'contacted'
              ? residentNotices.contacted(next)
              : next.status === 'done'
                ? residentNotices.done()
                : residentNotices.cancelledByStaff(next);
          const phone = await residentPhone(tx, next.residentIdx);
          await queueResidentNotice(tx, { residentIdx: next.residentIdx, phone, ...notice, link: RESIDENT_LINK });
        }
        return next;
      });
      await dispatchNotices(jobs);
      return toStaffConsultation(updated, await withSurveys(db, [updated]));
    },
  };
}

export type ConsultationService = ReturnType<typeof createConsultationService>;
