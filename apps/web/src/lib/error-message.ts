/**
 * Korean text for a failed call: the server's message as is (ApiError.message is Korean), a network hint
 * when no answer arrived, or the fallback. Reads the error's shape, so it works with any ApiError copy.
 */
export function errorMessage(error: unknown, fallback = '잠시 후 다시 시도해 주세요.'): string {
  if (typeof error === 'object' && error !== null) {
    const { status, message } = error as { status?: unknown; message?: unknown };
    if (status === 0) return '인터넷 연결을 확인하고 다시 시도해 주세요.';
    if (typeof message === 'string' && /[가-힣]/.test(message)) return message;
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
