import {
  CAUTION_TIMING_LABELS,
  CAUTION_TIMINGS,
  ORDER_STATUS_LABELS,
  type Caution,
  type CautionsPayload,
  type CautionsQuery,
  type OrderStatus,
} from '@ipju/contract';
import type { Db } from '../../db/client';
import { authorizeOwners, isOwner, type Caller } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import { DEFAULT_POLICY_KEY } from '../refund-policies';
import * as repo from './cautions.repository';
import { refundPolicyCautions } from './refund-policy-caution';

/**
 * GET /cautions (SPEC section 7: residentIdx, guestKey).
 *
 * - residentIdx: the signed-in resident's own number (someone else's: 404 as for an unknown number, by
 *   lib/authorize; not signed in: 401). The answer
 *   is each booked visit with the precautions of its service, plus the general ones.
 * - guestKey: a guest device's key (8-64 of A-Z a-z 0-9 - _), kept by the device so a later guest booking
 *   can be tied to it. It is only checked for shape, never stored: a guest gets the general precautions.
 * - Both: residentIdx wins when it is the caller; otherwise the guest answer (a device that signed out
 *   still sends its old number).
 * - Neither: 400 naming both fields.
 */

const TIMING_ORDER = new Map(CAUTION_TIMINGS.map((t, i) => [t, i]));

function toCaution(row: repo.CautionRow): Caution {
  return { cautionIdx: row.cautionIdx, title: row.title, body: row.body, timing: row.timing, timingLabel: CAUTION_TIMING_LABELS[row.timing] };
}

/** Before, on the day, after; within a timing the sort order stands. */
const byTiming = (a: Caution, b: Caution) => TIMING_ORDER.get(a.timing)! - TIMING_ORDER.get(b.timing)!;

const MISSING_MESSAGE = '회원 번호(residentIdx)나 게스트 키(guestKey) 중 하나를 보내 주세요.';

export function createCautionsService(deps: { db: Db }) {
  const { db } = deps;

  async function guestView(): Promise<CautionsPayload> {
    const rule = (await refundPolicyCautions(db, [])).get(DEFAULT_POLICY_KEY)!;
    const general = [rule, ...(await repo.listCautions(db, [])).map(toCaution)].sort(byTiming);
    return { audience: 'guest', visits: [], general };
  }

  async function residentView(residentIdx: number): Promise<CautionsPayload> {
    const visits = await repo.listBookedVisits(db, residentIdx);
    const codes = [...new Set(visits.map((v) => v.categoryCode))];
    const [rows, rules] = await Promise.all([repo.listCautions(db, codes), refundPolicyCautions(db, codes)]);
    const byCategory = new Map<string, Caution[]>(codes.map((code) => [code, [rules.get(code)!]]));
    // With booked visits each states its own service's rule; without, the general (default) rule.
    const general: Caution[] = visits.length ? [] : [rules.get(DEFAULT_POLICY_KEY)!];
    for (const row of rows) {
      if (row.categoryCode === null) general.push(toCaution(row));
      else byCategory.set(row.categoryCode, [...(byCategory.get(row.categoryCode) ?? []), toCaution(row)]);
    }
    return {
      audience: 'resident',
      visits: visits.map((v) => {
        const status = v.status as OrderStatus;
        return {
          ...v,
          status,
          statusLabel: ORDER_STATUS_LABELS[status],
          cautions: [...(byCategory.get(v.categoryCode) ?? [])].sort(byTiming),
        };
      }),
      general: general.sort(byTiming),
    };
  }

  return {
    async get(query: CautionsQuery, caller: Caller): Promise<CautionsPayload> {
      if (query.residentIdx === undefined && query.guestKey === undefined) {
        throw new AppError('VALIDATION', MISSING_MESSAGE, [
          { field: 'residentIdx', message: MISSING_MESSAGE },
          { field: 'guestKey', message: MISSING_MESSAGE },
        ]);
      }
      // With a guestKey too, a number that is not the caller's is a signed-out device's old one: the guest answer.
      if (query.residentIdx === undefined) return guestView();
      if (query.guestKey !== undefined && !isOwner(caller, { residentIdx: query.residentIdx })) return guestView();
      if (caller.role === 'guest') throw new AppError('UNAUTHORIZED', '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.');
      authorizeOwners(caller, { residentIdx: query.residentIdx }, '예약 주의사항');
      return residentView(query.residentIdx);
    },
  };
}

export type CautionsService = ReturnType<typeof createCautionsService>;
