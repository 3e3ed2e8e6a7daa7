/** No answer arrived: the phone is offline or the connection dropped. */
export const NETWORK_ERROR_MESSAGE = '인터넷 연결을 확인하고 다시 시도해 주세요.';
/** An answer arrived, but the service failed (5xx): not the resident's connection. */
export const SERVER_ERROR_MESSAGE = '일시적인 문제로 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';
const TOO_MANY_MESSAGE = '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.';
const hasKorean = (text: unknown): text is string => typeof text === 'string' && /[가-힣]/.test(text);

/**
 * The one place a failed call becomes Korean text: a dropped connection (status 0) and a server error (5xx)
 * get different messages; otherwise the server's own message (ApiError.message is Korean), else the
 * fallback. Reads the error's shape, so it works with any ApiError copy and with plain Errors.
 */
export function errorMessage(error: unknown, fallback = '잠시 후 다시 시도해 주세요.'): string {
  if (typeof error === 'object' && error !== null) {
    const { status, message, cancelled } = error as { status?: unknown; message?: unknown; cancelled?: unknown };
    if (status === 0) return cancelled === true ? fallback : NETWORK_ERROR_MESSAGE;
    if (typeof status === 'number' && status >= 500) return hasKorean(message) ? message : SERVER_ERROR_MESSAGE;
    if (status === 429) return hasKorean(message) ? message : TOO_MANY_MESSAGE;
    if (hasKorean(message)) return message;
  }
  return fallback;
}

/** The message the server gave for one field (ApiError.details), if any. */
export function fieldError(error: unknown, field: string): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const details = (error as { details?: unknown }).details;
  if (!Array.isArray(details)) return null;
  const hit = details.find((d): d is { field: string; message: string } => typeof d === 'object' && d !== null && d.field === field);
  return hit?.message ?? null;
}

/** The server's messages for the given fields (ApiError.details), by field; fields without one are left out. */
export function fieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = fieldError(error, field);
    if (message !== null) found[field] = message;
  }
  return found;
}

/** The HTTP status of a failed call (0: no answer), or null for other errors. */
export function errorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : null;
}
