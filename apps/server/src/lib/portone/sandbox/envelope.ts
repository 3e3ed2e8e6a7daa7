import type { FastifyReply } from 'fastify';

/** PortOne v1 answers everything as `{ code, message, response }`: code 0 is success. */
export interface Envelope<T> {
  code: number;
  message: string | null;
  response: T | null;
}

export const success = <T>(response: T): Envelope<T> => ({ code: 0, message: null, response });

/**
 * A refusal. PortOne uses HTTP 401 (token), 404 (no such payment) and 400 (bad input) with code -1, and
 * HTTP 200 with code 1 when a request is understood but refused (a cancel it will not do).
 */
export function failure(reply: FastifyReply, httpStatus: number, code: number, message: string) {
  return reply.status(httpStatus).send({ code, message, response: null } satisfies Envelope<never>);
}

export const NOT_FOUND_MESSAGE = '존재하지 않는 결제정보입니다.';
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
