import { errorNameFor, koreanIssueMessage, type ErrorBody } from '@ipju/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, type FieldError } from '../lib/errors';
import { reportError } from '../lib/error-reports';

type ZodIssue = z.core.$ZodIssue;

const WHERE_KO: Record<string, string> = { body: '본문', querystring: '검색 조건', params: '경로', headers: '헤더' };

function send(reply: FastifyReply, statusCode: number, code: string, message: string, extra?: Partial<ErrorBody>) {
  const body: ErrorBody = { status: 'error', statusCode, error: errorNameFor(statusCode), code, message, ...extra };
  return reply.status(statusCode).send(body);
}

/** Fastify's own error codes that are the client's fault, mapped to our codes and Korean messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', '요청 본문이 너무 커요. 크기를 줄여 다시 보내 주세요.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', '지원하지 않는 요청 형식이에요. JSON으로 보내 주세요.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_REQUEST', '요청 본문이 비어 있어요. JSON 본문을 보내 주세요.'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['BAD_REQUEST', '요청 본문이 올바른 JSON이 아니에요.'],
  // The router's own refusals (through `frameworkErrors` below): an address that does not decode (e.g.
  // %ED%A0%80) and a path parameter longer than MAX_PARAM_LENGTH.
  FST_ERR_BAD_URL: ['BAD_REQUEST', '요청 주소가 올바르지 않아요. 주소를 확인해 주세요.'],
  FST_ERR_MAX_PARAM_LENGTH: ['BAD_REQUEST', '요청 주소가 너무 길어요. 주소를 확인해 주세요.'],
};

/**
 * The longest path parameter the router hands on (Fastify's router option maxParamLength): the longest
 * one the contract accepts (a device key, 200 characters). A longer one is refused by the router and
 * answered through `frameworkErrors` with the envelope.
 */
export const MAX_PARAM_LENGTH = 200;

const NOT_FOUND_MESSAGE = '요청한 주소를 찾을 수 없어요. 주소를 확인해 주세요.';

/**
 * One error handler for the whole API: AppError as it is, validation errors in Korean naming the field,
 * anything unexpected as a generic 500 that is logged with the request id (and sent to Sentry).
 */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return send(reply, error.statusCode, error.code, error.message, {
      ...(error.details ? { details: error.details } : {}),
      ...(error.redirectUrl ? { redirectUrl: error.redirectUrl } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'body';
    const details: FieldError[] = error.validation.map((v) => {
      const path = v.instancePath.split('/').filter(Boolean);
      // The provider spreads the zod issue into params, less code, path and message.
      const issue = { ...v.params, code: v.keyword, message: v.message ?? '', path } as unknown as ZodIssue;
      return { field: path.join('.') || where, message: koreanIssueMessage(issue) };
    });
    const first = details[0]?.message ?? `${WHERE_KO[where] ?? '요청'} 값이 올바르지 않아요.`;
    return send(reply, 400, 'VALIDATION', first, { details });
  }
  const mapped = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (mapped) {
    const [code, message] = mapped;
    const status = code === 'PAYLOAD_TOO_LARGE' ? 413 : code === 'UNSUPPORTED_MEDIA_TYPE' ? 415 : 400;
    return send(reply, status, code, message);
  }
  if (error.statusCode === 429) {
    return send(reply, 429, 'RATE_LIMITED', '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
    return send(reply, error.statusCode, 'BAD_REQUEST', '요청을 처리할 수 없어요. 입력한 내용을 확인해 주세요.');
  }
  request.log.error({ err: error, reqId: request.id }, 'unexpected error');
  reportError(error, { requestId: String(request.id) });
  return send(reply, 500, 'INTERNAL', '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.');
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route runs (an address that
 * does not decode, an over-long path parameter) goes through the same handler, so it gets the envelope and
 * a Korean message instead of Fastify's English one that repeats the address. No hook runs for it, so
 * `setHeaders` gives it the headers the plugins' hooks give every other answer (security.ts's
 * `securityHeaders`, which picks them by the answer's type: the envelope is JSON).
 */
export function frameworkErrorsWith(setHeaders: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.type('application/json; charset=utf-8');
    setHeaders(request, reply);
    handleError(error, request, reply);
  };
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);

  // The address is not repeated back: an answer that echoes what the caller sent is a reflection waiting
  // to happen, and the caller knows what it asked for.
  app.setNotFoundHandler((_request, reply) => send(reply, 404, 'NOT_FOUND', NOT_FOUND_MESSAGE));
});
