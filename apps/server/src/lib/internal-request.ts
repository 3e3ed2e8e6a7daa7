import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The server's own API calls (the page renderer's, through app.inject) carry this header with a secret made
 * at start and never sent to anyone, so the per-IP flood limit does not count them: one visitor's page view
 * may cost several API calls, and they are the server's work, not the visitor's.
 */
export const INTERNAL_REQUEST_HEADER = 'x-ipju-internal';
const secret = randomBytes(24).toString('base64url');

/** The header value of this process's own requests. */
export const internalRequestSecret = (): string => secret;

export function isInternalRequest(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_REQUEST_HEADER] === secret;
}
