import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { failure } from './envelope';
import { errorPage } from './html';

/** Fastify's own client errors (body parsing), in Korean. */
const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: '요청 본문이 너무 커요.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '지원하지 않는 요청 형식이에요. JSON이나 폼으로 보내 주세요.',
  FST_ERR_CTP_EMPTY_JSON_BODY: '요청 본문이 비어 있어요.',
  FST_ERR_CTP_INVALID_JSON_BODY: '요청 본문이 올바른 JSON이 아니에요.',
};

function classify(error: FastifyError, request: FastifyRequest): { status: number; message: string } {
  if (error instanceof AppError) return { status: error.statusCode, message: error.message };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, message: (error.code && CLIENT_MESSAGES[error.code]) || '요청을 처리할 수 없어요. 보낸 값을 확인해 주세요.' };
  }
  request.log.error({ err: error, reqId: request.id }, 'portone sandbox failed');
  return { status: 500, message: '일시적인 오류가 생겼어요. 잠시 후 다시 시도해 주세요.' };
}

/** REST routes answer errors the way PortOne does: `{ code: -1, message, response: null }`. */
export function sandboxJsonErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, message } = classify(error, request);
  return failure(reply, status, -1, message);
}

/** The checkout and receipt pages answer errors as a page. */
export function sandboxPageErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, message } = classify(error, request);
  return reply.status(status).type('text/html; charset=utf-8').send(errorPage('결제창에서 문제가 생겼어요', message));
}
