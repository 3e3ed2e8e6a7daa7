import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  configureApi,
  getApartment,
  isApiError,
  listApartments,
  listDistrict2,
  operations,
  request,
  RequiredError,
  resetApiConfig,
  searchApartments,
  type OperationMeta,
} from './index';

interface Call {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

/** A fetch that records each call and answers with the next queued response. */
function fakeFetch(...responses: Array<Response | Error | (() => Response)>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init, headers: { ...(init.headers as Record<string, string>) } });
    const next = responses.shift() ?? json(200, { status: 'success', data: null });
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  configureApi({ fetch: fetch as typeof globalThis.fetch });
  return calls;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const meta = (overrides: Partial<OperationMeta>): OperationMeta => ({
  operationId: 'testOperation',
  method: 'GET',
  path: '/api/v2/test',
  auth: 'public',
  tags: [],
  pathParams: [],
  queryParams: [],
  headerParams: [],
  required: [],
  body: 'none',
  contentType: null,
  noCache: false,
  ...overrides,
});

const partnerOnly = meta({ operationId: 'getPartner', path: '/api/v2/partner', auth: 'bearer' });
const residentOnly = meta({ operationId: 'getResidentApartment', path: '/api/v2/residents/apartment', auth: 'session' });
const optionalAuth = meta({ operationId: 'getMe', path: '/api/v2/auths/me', auth: 'optional', noCache: true });
const withBody = meta({
  operationId: 'sendPhoneCode',
  method: 'POST',
  path: '/api/v2/auths/phone_send',
  required: ['body'],
  body: 'json',
});

beforeEach(() => resetApiConfig());
afterEach(() => resetApiConfig());

describe('required parameters (SPEC section 5)', () => {
  it('throws the exact message before sending when a required query parameter is missing', async () => {
    const calls = fakeFetch();
    const call = searchApartments({} as never);
    await expect(call).rejects.toBeInstanceOf(RequiredError);
    await expect(call).rejects.toThrow('Required parameter q was null or undefined when calling searchApartments.');
    await expect(call).rejects.toMatchObject({ field: 'q', name: 'RequiredError' });
    expect(calls).toHaveLength(0);
  });

  it('treats null like undefined and checks path parameters', async () => {
    const calls = fakeFetch();
    await expect(getApartment({ apartmentIdx: null } as never)).rejects.toThrow(
      'Required parameter apartmentIdx was null or undefined when calling getApartment.',
    );
    await expect(listDistrict2(undefined as never)).rejects.toThrow(
      'Required parameter district1 was null or undefined when calling listDistrict2.',
    );
    expect(calls).toHaveLength(0);
  });

  it('names the request body when it is missing', async () => {
    fakeFetch();
    await expect(request(withBody, {})).rejects.toThrow(
      'Required parameter body was null or undefined when calling sendPhoneCode.',
    );
  });

  it('accepts falsy values that are present (0, empty string, false)', async () => {
    const calls = fakeFetch(json(200, { status: 'success', data: [] }));
    await searchApartments({ q: '' });
    expect(calls[0]!.url).toBe('/api/v2/aparts/search?q=');
  });
});

describe('building the request', () => {
  it('serialises query parameters, leaving out undefined and null', async () => {
    const calls = fakeFetch(json(200, { status: 'success', data: [] }));
    await listApartments({ district1: '서울특별시', district2: undefined });
    expect(calls[0]!.url).toBe('/api/v2/aparts?district1=%EC%84%9C%EC%9A%B8%ED%8A%B9%EB%B3%84%EC%8B%9C');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('sends arrays as repeated keys', async () => {
    const calls = fakeFetch();
    await request(meta({ queryParams: ['ids', 'itemType'] }), { ids: [114, 181], itemType: 'cleaning' });
    expect(calls[0]!.url).toBe('/api/v2/test?ids=114&ids=181&itemType=cleaning');
  });

  it('fills and encodes path parameters and prefixes the base URL', async () => {
    configureApi({ baseUrl: 'https://api.example.test/' });
    const calls = fakeFetch(json(200, { status: 'success', data: { apartmentIdx: 7 } }));
    await getApartment({ apartmentIdx: 7 });
    expect(calls[0]!.url).toBe('https://api.example.test/api/v2/aparts/search/apartment_idx/7');
    await request(meta({ path: '/api/v2/x/{name}', pathParams: ['name'] }), { name: 'a/b 잠실' });
    expect(calls[1]!.url).toBe('https://api.example.test/api/v2/x/a%2Fb%20%EC%9E%A0%EC%8B%A4');
  });

  it('sends the JSON body with its content type', async () => {
    const calls = fakeFetch(json(200, { status: 'success', data: { expiresInSeconds: 300 } }));
    const result = await request(withBody, { body: { phone: '01012345678' } });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"phone":"01012345678"}');
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(result).toEqual({ status: 'success', data: { expiresInSeconds: 300 } });
  });

  it('sends raw bodies as given with their declared content type', async () => {
    const upload = meta({ method: 'PUT', body: 'raw', contentType: 'application/octet-stream', required: ['body'] });
    const calls = fakeFetch();
    const bytes = new Uint8Array([1, 2, 3]);
    await request(upload, { body: bytes });
    expect(calls[0]!.init.body).toBe(bytes);
    expect(calls[0]!.headers['Content-Type']).toBe('application/octet-stream');
    const blob = new Blob(['x'], { type: 'image/png' });
    await request(upload, { body: blob });
    expect(calls[1]!.init.body).toBe(blob);
    expect(calls[1]!.headers['Content-Type']).toBeUndefined();
  });

  it('sends header parameters and caller headers, and passes the abort signal', async () => {
    const calls = fakeFetch();
    const controller = new AbortController();
    await request(meta({ headerParams: ['x-device-key'] }), { 'x-device-key': 'device-1' }, {
      headers: { 'X-Trace': 't1' },
      signal: controller.signal,
    });
    expect(calls[0]!.headers).toMatchObject({ 'x-device-key': 'device-1', 'X-Trace': 't1' });
    expect(calls[0]!.init.signal).toBe(controller.signal);
  });

  it('resolves with the success body { status, data }', async () => {
    fakeFetch(json(200, { status: 'success', data: [{ apartmentIdx: 1, name: '잠실래미안아이파크' }] }));
    const result = await searchApartments({ q: '잠실' });
    expect(result.status).toBe('success');
    expect(result.data[0]?.name).toBe('잠실래미안아이파크');
  });

  it('resolves an empty success response as data null', async () => {
    fakeFetch(new Response(null, { status: 204 }));
    await expect(request(meta({ method: 'POST' }), {})).resolves.toEqual({ status: 'success', data: null });
  });
});

describe('credentials (SPEC section 6)', () => {
  it('sends cookies with every call', async () => {
    const calls = fakeFetch();
    await listApartments();
    await request(residentOnly, {});
    await request(partnerOnly, {});
    expect(calls.map((call) => call.init.credentials)).toEqual(['include', 'include', 'include']);
  });

  it('attaches the partner credential only to bearer operations', async () => {
    configureApi({ getPartnerToken: () => 'partner-token' });
    const calls = fakeFetch();
    await request(partnerOnly, {});
    await request(residentOnly, {});
    await request(optionalAuth, {});
    await listApartments();
    expect(calls[0]!.headers.Authorization).toBe('Bearer partner-token');
    expect(calls.slice(1).map((call) => call.headers.Authorization)).toEqual([undefined, undefined, undefined]);
  });

  it('sends no Authorization header when there is no partner credential', async () => {
    configureApi({ getPartnerToken: () => null });
    const calls = fakeFetch();
    await request(partnerOnly, {});
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    resetApiConfig();
    const moreCalls = fakeFetch();
    await request(partnerOnly, {});
    expect(moreCalls[0]!.headers.Authorization).toBeUndefined();
  });

  it('reads the credential at call time', async () => {
    let token: string | null = null;
    configureApi({ getPartnerToken: () => token });
    const calls = fakeFetch();
    await request(partnerOnly, {});
    token = 'fresh';
    await request(partnerOnly, {});
    expect(calls.map((call) => call.headers.Authorization)).toEqual([undefined, 'Bearer fresh']);
  });

  it('asks for GET /auths/me without any cache', async () => {
    const calls = fakeFetch();
    await request(optionalAuth, {});
    expect(calls[0]!.init.cache).toBe('no-store');
    expect(calls[0]!.headers).toMatchObject({ Pragma: 'no-cache', Expires: '0' });
    expect(calls[0]!.headers['Cache-Control']).toContain('no-cache');
    await listApartments();
    expect(calls[1]!.init.cache).toBeUndefined();
    expect(calls[1]!.headers.Pragma).toBeUndefined();
  });
});

describe('failures (SPEC section 8)', () => {
  it("rejects with { status, data: null, message } using the body's message", async () => {
    fakeFetch(
      json(404, { status: 'error', statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: '단지를 찾을 수 없어요.' }),
    );
    const error = await getApartment({ apartmentIdx: 999 }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      data: null,
      message: '단지를 찾을 수 없어요.',
      error: 'Not Found',
      code: 'NOT_FOUND',
    });
  });

  it('passes on validation details', async () => {
    const details = [{ field: 'q', message: '검색어를 입력해 주세요.' }];
    fakeFetch(json(400, { status: 'error', statusCode: 400, error: 'Bad Request', message: '검색어를 입력해 주세요.', details }));
    await expect(searchApartments({ q: ' ' })).rejects.toMatchObject({ status: 400, details });
  });

  it('falls back to the error field, then to "Unknown Error"', async () => {
    fakeFetch(json(409, { error: 'Conflict' }), json(502, {}), new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(listApartments()).rejects.toMatchObject({ status: 409, data: null, message: 'Conflict' });
    await expect(listApartments()).rejects.toMatchObject({ status: 502, data: null, message: 'Unknown Error' });
    await expect(listApartments()).rejects.toMatchObject({ status: 502, data: null, message: 'Unknown Error' });
  });

  it('passes redirectUrl on so the caller can redirect', async () => {
    fakeFetch(json(401, { status: 'error', error: 'Unauthorized', message: '로그인이 필요해요.', redirectUrl: '/login?next=%2Fmy-page' }));
    await expect(request(residentOnly, {})).rejects.toMatchObject({
      status: 401,
      message: '로그인이 필요해요.',
      redirectUrl: '/login?next=%2Fmy-page',
    });
  });

  it('uses the network error message when no response arrived', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    await expect(listApartments()).rejects.toMatchObject({
      status: 0,
      data: null,
      message: 'Failed to fetch',
      code: 'NETWORK_ERROR',
      cancelled: false,
    });
  });

  it('marks an aborted request as cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    fakeFetch(new DOMException('This operation was aborted', 'AbortError'));
    await expect(listApartments({}, { signal: controller.signal })).rejects.toMatchObject({
      status: 0,
      data: null,
      message: 'This operation was aborted',
      cancelled: true,
      code: 'ABORTED',
    });
  });

  it('tells onError about each failure with the reporting verdict', async () => {
    const onError = vi.fn();
    configureApi({ onError });
    fakeFetch(
      json(500, { status: 'error', error: 'Internal Server Error', message: '잠시 뒤 다시 시도해 주세요.' }),
      json(401, { status: 'error', error: 'Unauthorized', message: '로그인이 필요해요.' }),
    );
    await expect(listApartments()).rejects.toBeInstanceOf(ApiError);
    await expect(request(optionalAuth, {})).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls[0]![1]).toEqual({
      operationId: 'listApartments',
      method: 'GET',
      auth: 'public',
      url: '/api/v2/aparts',
      report: true,
    });
    expect(onError.mock.calls[1]![1]).toMatchObject({ operationId: 'getMe', report: false });
  });

  it('still rejects with the API error when onError throws', async () => {
    configureApi({
      onError: () => {
        throw new Error('reporter broke');
      },
    });
    fakeFetch(json(500, { message: '잠시 뒤 다시 시도해 주세요.' }));
    await expect(listApartments()).rejects.toMatchObject({ status: 500, message: '잠시 뒤 다시 시도해 주세요.' });
  });
});

describe('generated operations', () => {
  it('carry their metadata and are collected in api and operations', () => {
    expect(searchApartments.meta).toMatchObject({
      operationId: 'searchApartments',
      method: 'GET',
      path: '/api/v2/aparts/search',
      auth: 'public',
      required: ['q'],
    });
    expect(api.searchApartments).toBe(searchApartments);
    expect(operations.searchApartments).toBe(searchApartments.meta);
    expect(Object.keys(api)).toEqual(Object.keys(operations));
    expect(Object.keys(api)).toEqual([...Object.keys(api)].sort());
    for (const [operationId, metadata] of Object.entries(operations)) {
      expect(metadata.operationId).toBe(operationId);
      expect(metadata.path.startsWith('/api/v2/')).toBe(true);
    }
  });
});
