import { josa } from 'es-hangul';
import { z } from 'zod';
import { isYmd, UNDECIDED } from './calendar';

/**
 * Field schemas the commerce operations share: ids, dates, visit hours, pages. Messages are Korean and
 * name the field, so a 400 says what to fix.
 */

const eul = (label: string) => josa(label, '을/를');

/**
 * The largest id the database holds: ids live in 32-bit integer columns (int4), so a larger number can
 * name nothing and would only fail in the query. Every id schema stops at it (400 naming the field).
 */
export const ID_MAX = 2_147_483_647;

/** The message for an id past ID_MAX, naming the field. */
export const idTooLarge = (label: string) => `${josa(label, '은/는')} ${ID_MAX} 이하여야 해요.`;

/** A positive integer id in a path or query (strings are coerced), at most ID_MAX. */
export const idParam = (label: string) =>
  z.coerce
    .number({ error: `${eul(label)} 숫자로 입력해 주세요.` })
    .int({ error: `${eul(label)} 숫자로 입력해 주세요.` })
    .positive({ error: `${eul(label)} 확인해 주세요.` })
    .max(ID_MAX, { error: idTooLarge(label) });

/** A positive integer id in a JSON body (no coercion: "12" is refused), at most ID_MAX. */
export const idValue = (label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${eul(label)} 입력해 주세요.` : `${eul(label)} 숫자로 보내 주세요.`,
    })
    .int({ error: `${eul(label)} 숫자로 보내 주세요.` })
    .positive({ error: `${eul(label)} 확인해 주세요.` })
    .max(ID_MAX, { error: idTooLarge(label) });

/** A list of ids in a JSON body, without duplicates. */
export const idList = (label: string, max: number) =>
  z
    .array(idValue(label), { error: `${eul(label)} 목록으로 보내 주세요.` })
    .max(max, { error: `${josa(label, '은/는')} ${max}개까지 보낼 수 있어요.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: `같은 ${eul(label)} 두 번 보낼 수 없어요.` });

/**
 * A list of ids in a query string: `1,2,3` or repeated keys (`?ids=1&ids=2`).
 */
export const idListQuery = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z
      .array(idParam(label), { error: `${eul(label)} 1,2,3처럼 쉼표로 이어서 보내 주세요.` })
      .max(max, { error: `${josa(label, '은/는')} ${max}개까지 보낼 수 있어요.` }),
  );

const MERCHANT_UID_FORMAT = '주문번호(merchantUid) 형식이 올바르지 않아요.';

/**
 * An order number (merchantUid) wherever an operation takes one (path, query or body): what POST /billings/init
 * makes (ipju_YYYYMMDD_XXXXXXXXXX), 6 to 64 letters, digits, '-' and '_'.
 */
export const merchantUid = z
  .string({ error: '주문번호(merchantUid)를 입력해 주세요.' })
  .trim()
  .min(6, { error: MERCHANT_UID_FORMAT })
  .max(64, { error: MERCHANT_UID_FORMAT })
  .regex(/^[A-Za-z0-9_-]+$/, { error: MERCHANT_UID_FORMAT });

/** 'YYYY-MM-DD', a real calendar date. */
export const ymdDate = (label = '날짜') =>
  z
    .string({ error: `${eul(label)} 2026-12-05처럼 입력해 주세요.` })
    .trim()
    .refine((v) => isYmd(v), { error: `${eul(label)} 2026-12-05처럼 올바른 날짜로 입력해 주세요.` });

/**
 * The desired visit date of SPEC section 3's date-time picker (`tz`): a date, or '미정' (undecided).
 */
export const tzValue = z
  .string({ error: '희망일(tz)을 2026-12-05 또는 미정으로 보내 주세요.' })
  .trim()
  .refine((v) => v === UNDECIDED || isYmd(v), { error: '희망일(tz)은 2026-12-05처럼 날짜이거나 미정이어야 해요.' });

/** A visit hour (`time`): 0-23, or null when the time is agreed at the happy call. */
export const visitHour = z
  .number({ error: '방문 시간(time)은 9처럼 시(hour) 숫자로 보내 주세요.' })
  .int({ error: '방문 시간(time)은 9처럼 시(hour) 숫자로 보내 주세요.' })
  .min(0, { error: '방문 시간(time)은 0~23 사이여야 해요.' })
  .max(23, { error: '방문 시간(time)은 0~23 사이여야 해요.' });

export const pageQuery = {
  page: z.coerce
    .number({ error: '페이지는 숫자로 입력해 주세요.' })
    .int({ error: '페이지는 정수로 입력해 주세요.' })
    .min(1, { error: '페이지는 1 이상이어야 해요.' })
    .max(10_000, { error: '페이지는 10000 이하여야 해요.' })
    .default(1),
  limit: z.coerce
    .number({ error: '개수는 숫자로 입력해 주세요.' })
    .int({ error: '개수는 정수로 입력해 주세요.' })
    .min(1, { error: '개수는 1 이상이어야 해요.' })
    .max(100, { error: '개수는 100 이하여야 해요.' })
    .default(20),
};

export const isoTime = z.string().describe('ISO 8601 시각');

/** The complex and unit size a price was computed for. */
export const apartmentRef = z.object({ apartmentIdx: z.number().int(), name: z.string() });
