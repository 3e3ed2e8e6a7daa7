import { describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from '../features/auth/session-events';
import { setupApi } from './api-setup';

const configureApi = vi.hoisted(() => vi.fn());
vi.mock('@ipju/api-client', () => ({ api: {}, configureApi }));

function installedOnError() {
  setupApi();
  return configureApi.mock.calls.at(-1)![0].onError as (error: unknown, context: unknown) => void;
}

const context = (report: boolean) => ({ operationId: 'listItems', method: 'GET', url: '/api/v2/items', report });

describe('setupApi', () => {
  it('signs the visitor out when the session has expired', () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    const onError = installedOnError();
    onError({ status: 401, code: 'SESSION_EXPIRED', message: '로그인이 만료됐어요.', data: null }, context(false));
    expect(listener).toHaveBeenCalledTimes(1);
    onError({ status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요해요.', data: null }, context(false));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reports only what the client marks as reportable', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = installedOnError();
    onError({ status: 400, message: '잘못된 요청이에요.', data: null }, context(false));
    expect(error).not.toHaveBeenCalled();
    onError({ status: 500, message: '서버에 문제가 생겼어요.', data: null }, context(true));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
