import {
  ApiError,
  apiErrorFromNetworkFailure,
  apiErrorFromResponse,
  RequiredError,
  requiredParameterMessage,
  shouldReportApiError,
} from './errors';

// ---------------------------------------------------------------------------------------------------
// Operation metadata (emitted by scripts/generate.ts for every operation)
// ---------------------------------------------------------------------------------------------------

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/**
 * Which credential an operation takes, from its OpenAPI `security`:
 * - `public`: none; `optional`: the session when present (`{}` among the requirements);
 * - `session`: the resident's session cookie (the document also allows a bearer for native apps);
 * - `bearer`: only a bearer credential (partner and inspection operations): the client attaches the
 *   partner credential from `getPartnerToken`.
 */
export type AuthKind = 'public' | 'optional' | 'session' | 'bearer';

export interface OperationMeta {
  operationId: string;
  method: HttpMethod;
  /** The path template, e.g. `/api/v2/aparts/search/apartment_idx/{apartmentIdx}`. */
  path: string;
  auth: AuthKind;
  tags: readonly string[];
  pathParams: readonly string[];
  queryParams: readonly string[];
  headerParams: readonly string[];
  /** Parameters that must not be null or undefined; `body` stands for the request body. */
  required: readonly string[];
  /**
   * The request body (`params.body`): `json` is serialised with JSON.stringify; `raw` (any other
   * declared content type, e.g. a file upload) is sent as given (Blob, FormData, ArrayBuffer...).
   */
  body: 'none' | 'json' | 'raw';
  /** For `raw` bodies: the declared content type, sent unless the body carries its own. */
  contentType: string | null;
  /** Sent with `cache: 'no-store'` and no-cache headers (GET /auths/me). */
  noCache: boolean;
}

/** An operation of the generated client (its params required): `listItems(params, options?)`, and its `meta`. */
export type Operation<P, R> = ((params: P, options?: RequestOptions) => Promise<R>) & { readonly meta: OperationMeta };
/** An operation whose params are all optional: `getMe()`. */
export type OperationWithOptionalParams<P, R> = ((params?: P, options?: RequestOptions) => Promise<R>) & {
  readonly meta: OperationMeta;
};

/**
 * Makes an operation function from its metadata (the generated file calls it once per operation, marked pure
 * so that unused operations drop out of a bundle). A call goes to `request`, or to `intercept` when set.
 */
export function defineOperation<F>(meta: OperationMeta): F {
  const call = (...args: unknown[]) =>
    config.intercept
      ? config.intercept(meta, args)
      : request(meta, args[0] as object | undefined, args[1] as RequestOptions | undefined);
  return Object.assign(call, { meta }) as F;
}

// ---------------------------------------------------------------------------------------------------
// Types derived from the openapi-typescript `operations` entries
// ---------------------------------------------------------------------------------------------------

type Empty = Record<never, never>;
type Simplify<T> = { [K in keyof T]: T[K] };
type ObjectOrEmpty<T> = [NonNullable<T>] extends [never] ? Empty : NonNullable<T>;
type JsonContent<R> = [NonNullable<R>] extends [never]
  ? never
  : NonNullable<R> extends { content: { 'application/json': infer B } }
    ? B
    : never;
/** A body sent as given: for request bodies declared with a content type other than JSON. */
export type RawBody = Blob | ArrayBuffer | ArrayBufferView | FormData | URLSearchParams | ReadableStream | string;
type RequestBodyContent<R> = [NonNullable<R>] extends [never]
  ? never
  : NonNullable<R> extends { content: infer C }
    ? [keyof C] extends [never]
      ? never
      : 'application/json' extends keyof C
        ? C['application/json' & keyof C]
        : RawBody
    : never;
type BodyParam<O> = O extends { requestBody: infer R }
  ? [RequestBodyContent<R>] extends [never]
    ? Empty
    : { body: RequestBodyContent<R> }
  : O extends { requestBody?: infer R }
    ? [RequestBodyContent<R>] extends [never]
      ? Empty
      : { body?: RequestBodyContent<R> }
    : Empty;
type ParameterGroups<O> = O extends { parameters: infer P } ? P : Empty;
type Group<P, K extends string> = P extends { [key in K]?: infer G } ? ObjectOrEmpty<G> : Empty;

/** One flat object: path, query and header parameters by name, plus `body` for the JSON body. */
export type ParamsOf<O> = Simplify<
  Group<ParameterGroups<O>, 'path'> &
    Group<ParameterGroups<O>, 'query'> &
    Group<ParameterGroups<O>, 'header'> &
    BodyParam<O>
>;

type SuccessResponse<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : never;
type SuccessBody<O> = O extends { responses: infer R } ? JsonContent<SuccessResponse<R>> : never;

/** The payload of the success envelope (`data`). */
export type DataOf<O> = SuccessBody<O> extends { data: infer D } ? D : unknown;

/** The success body: `{ status: 'success', data }` (SPEC reads the payload from `data`). */
export interface SuccessEnvelope<D> {
  status: 'success';
  data: D;
}
export type ResponseOf<O> = SuccessEnvelope<DataOf<O>>;

// ---------------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------------

export interface ApiErrorContext {
  operationId: string;
  method: HttpMethod;
  /** The operation's credential kind (a 401 of a `bearer` operation means the partner token was refused). */
  auth: AuthKind;
  url: string;
  /** shouldReportApiError's verdict for this error (SPEC section 8). */
  report: boolean;
}

export interface ApiConfig {
  /** Prepended to every path; '' (the default) means the page's own origin. */
  baseUrl: string;
  /** The partner credential, attached to bearer operations when it returns a token. */
  getPartnerToken?: () => string | null | undefined;
  /** Called for every failed call (not for RequiredError), e.g. to report it or to redirect. */
  onError?: (error: ApiError, context: ApiErrorContext) => void;
  /** The fetch to use; defaults to the global one at call time. */
  fetch?: typeof globalThis.fetch;
  /**
   * Answers operation calls instead of the network (the web's tests: src/test/api-mock.ts): receives the
   * operation's metadata and the arguments exactly as the caller passed them.
   */
  intercept?: (meta: OperationMeta, args: readonly unknown[]) => Promise<unknown>;
}

const DEFAULT_CONFIG: ApiConfig = { baseUrl: '' };
let config: ApiConfig = { ...DEFAULT_CONFIG };

/** Sets (merges) the client's configuration; call once at start-up. */
export function configureApi(options: Partial<ApiConfig>): void {
  config = { ...config, ...options };
}

/** Back to the defaults (for tests). */
export function resetApiConfig(): void {
  config = { ...DEFAULT_CONFIG };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------------
// Request building
// ---------------------------------------------------------------------------------------------------

type ParamValues = Record<string, unknown>;

/** Throws RequiredError for the first required parameter that is null or undefined (SPEC section 5). */
export function assertRequired(meta: OperationMeta, params: ParamValues): void {
  for (const name of meta.required) {
    if (params[name] === null || params[name] === undefined) {
      throw new RequiredError(name, requiredParameterMessage(name, meta.operationId));
    }
  }
}

function scalarToString(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Query string for the given names: arrays as repeated keys, null and undefined left out. */
export function serializeQuery(names: readonly string[], params: ParamValues): string {
  const search = new URLSearchParams();
  for (const name of names) {
    const value = params[name];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) search.append(name, scalarToString(item));
    } else {
      search.append(name, scalarToString(value));
    }
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

export function buildPath(meta: OperationMeta, params: ParamValues): string {
  return meta.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(scalarToString(params[name])),
  );
}

export function buildUrl(meta: OperationMeta, params: ParamValues, baseUrl = config.baseUrl): string {
  return `${baseUrl.replace(/\/+$/, '')}${buildPath(meta, params)}${serializeQuery(meta.queryParams, params)}`;
}

const NO_CACHE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
};

function buildInit(meta: OperationMeta, params: ParamValues, options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method: meta.method, credentials: 'include' };
  if (meta.body === 'json' && params.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(params.body);
  } else if (meta.body === 'raw' && params.body !== undefined && params.body !== null) {
    const body = params.body as BodyInit;
    const carriesType =
      (typeof FormData !== 'undefined' && body instanceof FormData) ||
      (typeof Blob !== 'undefined' && body instanceof Blob && body.type !== '');
    if (!carriesType && meta.contentType) headers['Content-Type'] = meta.contentType;
    init.body = body;
  }
  for (const name of meta.headerParams) {
    const value = params[name];
    if (value !== undefined && value !== null) headers[name] = scalarToString(value);
  }
  if (meta.auth === 'bearer') {
    const token = config.getPartnerToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  if (meta.noCache) {
    init.cache = 'no-store';
    Object.assign(headers, NO_CACHE_HEADERS);
  }
  Object.assign(headers, options.headers);
  init.headers = headers;
  if (options.signal) init.signal = options.signal;
  return init;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isAbort(cause: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  return typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'AbortError';
}

function fail(meta: OperationMeta, url: string, error: ApiError): never {
  try {
    config.onError?.(error, {
      operationId: meta.operationId,
      method: meta.method,
      auth: meta.auth,
      url,
      report: shouldReportApiError(error),
    });
  } catch {
    // A failing error hook must not hide the API error itself.
  }
  throw error;
}

/**
 * Sends one operation: checks required parameters, builds the URL, sends cookies (SPEC section 6) and
 * the partner credential for bearer operations, and resolves with the success body
 * `{ status: 'success', data }`. Failures reject with an ApiError (SPEC section 8).
 */
export async function request<T>(
  meta: OperationMeta,
  params: object | undefined,
  options: RequestOptions = {},
): Promise<T> {
  const values = (params ?? {}) as ParamValues;
  assertRequired(meta, values);
  const url = buildUrl(meta, values);
  const init = buildInit(meta, values, options);
  const fetchImpl = config.fetch ?? globalThis.fetch;

  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, init);
    text = await response.text();
  } catch (cause) {
    return fail(meta, url, apiErrorFromNetworkFailure(cause, isAbort(cause, options.signal), url));
  }

  const parsed = parseJson(text);
  if (!response.ok) {
    return fail(meta, url, apiErrorFromResponse(response.status, parsed.ok ? parsed.value : undefined, url));
  }
  if (!parsed.ok) {
    return fail(
      meta,
      url,
      new ApiError({
        status: response.status,
        message: '서버 응답을 읽을 수 없어요. 잠시 뒤 다시 시도해 주세요.',
        code: 'INVALID_RESPONSE',
        url,
      }),
    );
  }
  if (parsed.value === undefined) return { status: 'success', data: null } as T;
  return parsed.value as T;
}

/** A file an operation answers with (a PDF, an Excel sheet, a zip) instead of the JSON envelope. */
export interface FileResult {
  blob: Blob;
  /** From Content-Disposition (`filename*=UTF-8''...` preferred, Korean names included); null without one. */
  fileName: string | null;
}

/** The file name a Content-Disposition header gives, decoding RFC 5987 `filename*` first. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * Sends an operation whose success answer is a file (downloads). Same URL, credentials (cookies, the partner
 * bearer) and parameter checks as `request`; a failure is read as the usual JSON error and rejects with an
 * ApiError, so callers show the server's Korean message. Fetch rather than a link because bearer
 * operations need the Authorization header, which a plain link cannot carry.
 */
export async function requestFile(meta: OperationMeta, params: object | undefined, options: RequestOptions = {}): Promise<FileResult> {
  const values = (params ?? {}) as ParamValues;
  assertRequired(meta, values);
  const url = buildUrl(meta, values);
  const init = buildInit(meta, values, options);
  init.headers = { ...(init.headers as Record<string, string>), Accept: '*/*' };
  const fetchImpl = config.fetch ?? globalThis.fetch;

  let response: Response;
  let blob: Blob;
  try {
    response = await fetchImpl(url, init);
    blob = await response.blob();
  } catch (cause) {
    return fail(meta, url, apiErrorFromNetworkFailure(cause, isAbort(cause, options.signal), url));
  }
  if (!response.ok) {
    const parsed = parseJson(await blob.text());
    return fail(meta, url, apiErrorFromResponse(response.status, parsed.ok ? parsed.value : undefined, url));
  }
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}
