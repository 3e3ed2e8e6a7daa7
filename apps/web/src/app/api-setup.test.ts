import { getApiConfig, resetApiConfig, type ApiConfig, type ApiErrorContext } from '@ipju/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from '../features/auth/session-events';
import { apiError } from '../test/api-mock';
import { setupApi } from './api-setup';

afterEach(() => resetApiConfig());

/** The error hook setupApi installs in the real client. */
function installedOnError(): NonNullable<ApiConfig['onError']> {
  setupApi();
  const { onError } = getApiConfig();
  if (!onError) throw new Error('setupApi installed no onError');
  return onError;
}

const context = (report: boolean): ApiErrorContext => ({ operationId: 'listItems', method: 'GET', auth: 'public', url: '/api/v2/items', report });

describe('setupApi', () => {
  it('signs the visitor out when the session has expired', () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    const onError = installedOnError();
    onError(apiError(401, '로그인이 만료됐어요.', { code: 'SESSION_EXPIRED' }), context(false));
    expect(listener).toHaveBeenCalledTimes(1);
    onError(apiError(401, '로그인이 필요해요.', { code: 'UNAUTHORIZED' }), context(false));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reports only what the client marks as reportable', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = installedOnError();
    onError(apiError(400, '잘못된 요청이에요.'), context(false));
    expect(error).not.toHaveBeenCalled();
    onError(apiError(500, '서버에 문제가 생겼어요.'), context(true));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
