import { describe, expect, it } from 'vitest';
import { apiError, networkError } from '../test/api-mock';
import { errorMessage, NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from './error-message';
import { apiErrorFromNetworkFailure } from '@ipju/api-client';

describe('errorMessage: the one place a failed call becomes words', () => {
  it('blames the connection only when no answer arrived', () => {
    expect(errorMessage(networkError())).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toMatch(/인터넷 연결/);
  });

  it('a server error is not the connection: the server said something went wrong on its side', () => {
    expect(errorMessage(apiError(500, 'Internal Server Error'))).toBe(SERVER_ERROR_MESSAGE);
    expect(errorMessage(apiError(503, 'Service Unavailable'))).toBe(SERVER_ERROR_MESSAGE);
    expect(SERVER_ERROR_MESSAGE).not.toMatch(/인터넷|연결/);
    expect(errorMessage(apiError(500, '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.'))).toBe('일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.');
  });

  it("passes the server's Korean message on, and falls back when it is not Korean", () => {
    expect(errorMessage(apiError(409, '이미 취소된 주문이에요.'))).toBe('이미 취소된 주문이에요.');
    expect(errorMessage(apiError(404, 'Not Found'), '주문을 찾지 못했어요.')).toBe('주문을 찾지 못했어요.');
    expect(errorMessage(apiError(429, 'Too Many Requests'))).toBe('요청이 너무 많아요. 잠시 후 다시 시도해 주세요.');
    expect(errorMessage(new Error('사진을 올리지 못했어요.'))).toBe('사진을 올리지 못했어요.');
    expect(errorMessage(undefined)).toBe('잠시 후 다시 시도해 주세요.');
  });

  it('a cancelled request is not called a connection problem', () => {
    expect(errorMessage(apiErrorFromNetworkFailure(new Error('aborted'), true))).toBe('잠시 후 다시 시도해 주세요.');
  });
});
