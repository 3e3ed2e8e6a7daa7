import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromNetworkFailure,
  apiErrorFromResponse,
  errorNameFor,
  isApiError,
  shouldReportApiError,
} from './index';

describe('errorNameFor (SPEC section 8)', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
    [500, 'Internal Server Error'],
    [503, 'Time Out'],
    [409, '[409] Api Error'],
    [423, '[423] Api Error'],
    [502, '[502] Api Error'],
  ])('names %i "%s"', (status, name) => {
    expect(errorNameFor(status)).toBe(name);
  });
});

describe('error normalisation', () => {
  it('prefers the message, then the error field, then "Unknown Error"', () => {
    expect(apiErrorFromResponse(400, { message: '전화번호를 확인해 주세요.', error: 'Bad Request' }).message).toBe(
      '전화번호를 확인해 주세요.',
    );
    expect(apiErrorFromResponse(400, { error: 'Bad Request' }).message).toBe('Bad Request');
    expect(apiErrorFromResponse(400, { message: '', error: '' }).message).toBe('Unknown Error');
    expect(apiErrorFromResponse(500, undefined).message).toBe('Unknown Error');
    expect(apiErrorFromResponse(500, 'plain text').message).toBe('Unknown Error');
  });

  it('names the error by status when the body does not', () => {
    expect(apiErrorFromResponse(503, {}).error).toBe('Time Out');
    expect(apiErrorFromResponse(418, {}).error).toBe('[418] Api Error');
  });

  it('keeps redirectUrl, code and details, and always has data null', () => {
    const error = apiErrorFromResponse(
      401,
      { message: '로그인이 만료되었어요.', code: 'SESSION_EXPIRED', redirectUrl: '/login', details: [{ field: 'phone', message: 'x' }] },
      '/api/v2/residents/apartment',
    );
    expect(error).toMatchObject({
      status: 401,
      data: null,
      code: 'SESSION_EXPIRED',
      redirectUrl: '/login',
      details: [{ field: 'phone', message: 'x' }],
      url: '/api/v2/residents/apartment',
    });
    expect(apiErrorFromResponse(401, { message: 'x' }).redirectUrl).toBeUndefined();
  });

  it('uses the network error message when there is no response', () => {
    expect(apiErrorFromNetworkFailure(new TypeError('Failed to fetch'), false)).toMatchObject({
      status: 0,
      data: null,
      message: 'Failed to fetch',
      cancelled: false,
    });
    expect(apiErrorFromNetworkFailure(new Error(''), true).message).toBe('Request aborted');
    expect(apiErrorFromNetworkFailure(undefined, false).message).toBe('Network Error');
  });

  it('recognises API errors', () => {
    expect(isApiError(new ApiError({ status: 500, message: 'x' }))).toBe(true);
    expect(isApiError({ status: 404, data: null, message: '없어요' })).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 200, data: [], message: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('shouldReportApiError (SPEC section 8)', () => {
  const base = { status: 500, url: '/api/v2/items', message: '잠시 뒤 다시 시도해 주세요.', cancelled: false };

  it('reports other failures', () => {
    expect(shouldReportApiError(base)).toBe(true);
    expect(shouldReportApiError({ ...base, status: 404 })).toBe(true);
    expect(shouldReportApiError({ ...base, status: 409 })).toBe(true);
    expect(shouldReportApiError({ ...base, status: 503 })).toBe(true);
    expect(shouldReportApiError({ ...base, url: '/api/v2/auths/member' })).toBe(true);
    expect(shouldReportApiError({ ...base, url: '/api/v2/carts/counter' })).toBe(true);
  });

  it.each([400, 401, 403, 423])('does not report status %i', (status) => {
    expect(shouldReportApiError({ ...base, status })).toBe(false);
  });

  it.each(['/api/v2/auths/me', 'https://ipju.example/api/v2/auths/me?x=1', '/api/v2/carts/count', 'carts/count'])(
    'does not report the URL %s',
    (url) => {
      expect(shouldReportApiError({ ...base, url })).toBe(false);
    },
  );

  it('does not report cancelled requests', () => {
    expect(shouldReportApiError({ ...base, status: 0, cancelled: true, message: 'This operation was aborted' })).toBe(false);
  });

  it.each(['Api Error: Request aborted', 'Api Error: Network Error'])('does not report "%s"', (message) => {
    expect(shouldReportApiError({ ...base, status: 0, message })).toBe(false);
  });

  it('does not report a network failure carrying the NETWORK_ERROR code', () => {
    expect(shouldReportApiError({ ...base, status: 0, message: 'Failed to fetch', code: 'NETWORK_ERROR' })).toBe(false);
  });
});
