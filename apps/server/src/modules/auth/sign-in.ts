import type { FastifyReply, FastifyRequest } from 'fastify';
import { carriedTokens, setSessionCookie } from '../../plugins/auth';
import type { SignedIn } from './auth.service';

/** Nonce cookie of the Apple web flow (see apple-callback.routes.ts). */
export const APPLE_STATE_COOKIE = 'ipju_apple_state';

/** What a resident sign-in needs of the request: the credentials to end (session rotation) and the device. */
export const signInContext = (request: FastifyRequest) => ({
  previousTokens: carriedTokens(request),
  userAgent: request.headers['user-agent'],
});

/**
 * Residents are authenticated by the HttpOnly cookie only: the session token is never put in a response
 * body. Residents use the web app in a browser or in the native app's webview, which shares the
 * webview's cookie jar, so the cookie is all they need, and a token readable by scripts would let any
 * injected script steal the session. (Partners, whose console sends a bearer credential per SPEC
 * section 6, get theirs from POST /auths/partner/login.)
 */
export function completeSignIn(request: FastifyRequest, reply: FastifyReply, result: SignedIn) {
  const { token, expiresAt, ...body } = result;
  setSessionCookie(request, reply, token, expiresAt);
  reply.header('cache-control', 'no-store');
  return body;
}
