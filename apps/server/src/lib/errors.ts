import { quoted } from '@ipju/contract';
import { josa } from 'es-hangul';

/**
 * The one error type services throw. The code decides the HTTP status; the message is Korean, shown to
 * users as is, and says what to fix.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
    readonly redirectUrl?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${josa(what, '을/를')} 찾을 수 없어요.`);

/** A 409 for a status move the rules do not allow, by the statuses' labels: 'X' 상태에서는 'Y'(으)로 바꿀 수 없어요. */
export const refusedStatusMove = (fromLabel: string, toLabel: string) =>
  new AppError('CONFLICT', `${quoted(fromLabel)} 상태에서는 ${quoted(toLabel, '으로/로')} 바꿀 수 없어요.`);

/** A 400 naming the field, for rules zod schemas cannot express. */
/**
 * Cart lines a request named that are not in the resident's cart (another resident's, or gone since): one
 * answer for every route that takes cart lines, without the ids, which are numbers a resident never sees (and
 * which must not say whether someone else's line exists).
 */
export const cartLinesNotFound = (field: string) =>
  new AppError('NOT_FOUND', '장바구니에 없는 상품이 있어요. 장바구니를 새로 고쳐 주세요.', [{ field, message: '장바구니에 없는 상품이에요.' }]);

export const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION', message, [{ field, message }]);

/** PostgreSQL's unique_violation (23505), on the driver's error or on the error Drizzle wraps around it. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; cause?: { code?: unknown } | null };
  return e.code === '23505' || e.cause?.code === '23505';
}
