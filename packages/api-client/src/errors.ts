import { errorNameFor } from '@ipju/contract';

export { errorNameFor };

/**
 * Thrown before a request is sent when a required parameter is missing (SPEC section 5):
 * "Required parameter {name} was null or undefined when calling {operation}."
 */
export class RequiredError extends Error {
  override name = 'RequiredError' as const;
  /** The missing parameter (`body` for the request body). */
  readonly field: string;

  constructor(field: string, message?: string) {
    super(message);
    this.field = field;
  }
}

export function requiredParameterMessage(name: string, operationId: string): string {
  return 'Required parameter ' + name + ' was null or undefined when calling ' + operationId + '.';
}

export interface ApiErrorDetail {
  field: string;
  message: string;
}

export interface ApiErrorInit {
  status: number;
  message: string;
  error?: string;
  code?: string;
  redirectUrl?: string;
  details?: ApiErrorDetail[];
  cancelled?: boolean;
  url?: string;
}

/**
 * What a failed call rejects with (SPEC section 8): `{ status, data: null, message }`, plus the server's
 * error name (`error`), machine-readable `code`, field `details` and `redirectUrl` when it sent them.
 * `status` is 0 when no response arrived (network failure or cancelled request).
 */
export class ApiError extends Error {
  override name = 'ApiError' as const;
  readonly status: number;
  readonly data = null;
  readonly error?: string;
  readonly code?: string;
  readonly redirectUrl?: string;
  readonly details?: ApiErrorDetail[];
  /** True when the request was aborted by the caller (its AbortSignal). */
  readonly cancelled: boolean;
  /** The requested URL, for error reports. */
  readonly url?: string;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.cancelled = init.cancelled ?? false;
    if (init.error !== undefined) this.error = init.error;
    if (init.code !== undefined) this.code = init.code;
    if (init.redirectUrl !== undefined) this.redirectUrl = init.redirectUrl;
    if (init.details !== undefined) this.details = init.details;
    if (init.url !== undefined) this.url = init.url;
  }
}

export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.status === 'number' && candidate.data === null && typeof candidate.message === 'string';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

function readDetails(value: unknown): ApiErrorDetail[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter(isRecord)
    .map((detail) => ({ field: String(detail.field ?? ''), message: String(detail.message ?? '') }));
}

/**
 * Turns an HTTP error response into an ApiError (SPEC section 8): the message is the body's `message`,
 * else its `error` field, else 'Unknown Error'; `redirectUrl` is passed on when the body carries it.
 */
export function apiErrorFromResponse(status: number, body: unknown, url?: string): ApiError {
  const record = isRecord(body) ? body : {};
  const message = nonEmptyString(record.message) ?? nonEmptyString(record.error) ?? 'Unknown Error';
  const init: ApiErrorInit = { status, message, error: nonEmptyString(record.error) ?? errorNameFor(status) };
  const code = nonEmptyString(record.code);
  if (code !== undefined) init.code = code;
  const redirectUrl = nonEmptyString(record.redirectUrl);
  if (redirectUrl !== undefined) init.redirectUrl = redirectUrl;
  const details = readDetails(record.details);
  if (details !== undefined) init.details = details;
  if (url !== undefined) init.url = url;
  return new ApiError(init);
}

/**
 * Turns a failure without a response (network error, abort) into an ApiError whose message is the
 * network error's own message. `code` is ABORTED or NETWORK_ERROR so screens can branch on it.
 */
export function apiErrorFromNetworkFailure(cause: unknown, cancelled: boolean, url?: string): ApiError {
  const message =
    (cause instanceof Error || (isRecord(cause) && 'message' in cause)
      ? nonEmptyString((cause as { message?: unknown }).message)
      : nonEmptyString(cause)) ?? (cancelled ? 'Request aborted' : 'Network Error');
  const init: ApiErrorInit = { status: 0, message, code: cancelled ? 'ABORTED' : 'NETWORK_ERROR', cancelled };
  if (url !== undefined) init.url = url;
  const error = new ApiError(init);
  if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause, enumerable: false });
  return error;
}

export interface ReportableError {
  status: number;
  url?: string | undefined;
  message: string;
  cancelled?: boolean | undefined;
  /** ApiError.code; NETWORK_ERROR is treated like axios' "Network Error". */
  code?: string | undefined;
}

const UNREPORTED_STATUSES = new Set([400, 401, 403, 423]);
const UNREPORTED_URLS = [/(^|\/)auths\/me\/?([?#]|$)/, /(^|\/)carts\/count\/?([?#]|$)/];
const UNREPORTED_MESSAGES = new Set(['Request aborted', 'Network Error']);

/**
 * SPEC section 8: whether a failed call goes to error tracking. Not for 400, 401, 403 and 423, for
 * the auths/me and carts/count URLs, for cancelled requests, nor for "Api Error: Request aborted" and
 * "Api Error: Network Error". Everything else is reported.
 */
export function shouldReportApiError(error: ReportableError): boolean {
  if (UNREPORTED_STATUSES.has(error.status)) return false;
  if (error.cancelled) return false;
  if (error.code === 'ABORTED' || error.code === 'NETWORK_ERROR') return false;
  if (error.url !== undefined && UNREPORTED_URLS.some((pattern) => pattern.test(error.url as string))) return false;
  const message = error.message.startsWith('Api Error: ') ? error.message.slice('Api Error: '.length) : error.message;
  if (UNREPORTED_MESSAGES.has(message)) return false;
  return true;
}
