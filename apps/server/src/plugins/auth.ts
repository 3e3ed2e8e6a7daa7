import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { lookupSession, sessionResidentIdx, type SessionInfo } from '../lib/session-store';

export const SESSION_COOKIE = 'ipju_session';

/**
 * Who may call a route. 'public' needs nothing; 'optional' reads the session when present; 'resident',
 * 'partner', 'inspector' and 'staff' require that role (401 without a credential, 403 with another role).
 * An inspector is a partner account of an inspection company. 'answerer' is a partner or a staff member
 * (who answer residents' questions).
 */
export type AuthLevel = 'public' | 'optional' | 'resident' | 'partner' | 'inspector' | 'staff' | 'answerer';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    session: SessionInfo | null;
    /** The raw credential and where it came from, for logout. */
    credentialSource: 'cookie' | 'bearer' | null;
  }
}

/**
 * One cookie of the request. Cookies are parsed here, the first time a hook or route asks (the session hook,
 * the CSRF check on a change, the Apple sign-in state), and kept on `request.cookies` for the rest of the
 * request: @fastify/cookie is registered with `hook: false`, so a request nobody asks about (a public read, a
 * file) never pays for parsing them (docs/PERFORMANCE.md). Read cookies only through this function:
 * `request.cookies` is null until the first call.
 */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const parsed = request.cookies as FastifyRequest['cookies'] | null;
  if (parsed) return parsed[name];
  const header = request.headers.cookie;
  request.cookies = header ? request.server.parseCookie(header) : {};
  return request.cookies[name];
}

function readCredential(request: FastifyRequest): { token: string; source: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, source: 'bearer' };
  }
  const cookie = requestCookie(request, SESSION_COOKIE);
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/** Every credential the request carried (cookie and bearer), to end them at sign-in (session rotation). */
export function carriedTokens(request: FastifyRequest): string[] {
  const tokens: string[] = [];
  const cookie = requestCookie(request, SESSION_COOKIE);
  if (cookie) tokens.push(cookie);
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) tokens.push(header.slice(7).trim());
  return tokens.filter(Boolean);
}

const SIGN_IN_MESSAGE: Record<Exclude<AuthLevel, 'public' | 'optional'>, string> = {
  resident: '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.',
  partner: '파트너 로그인이 필요해요. 파트너 계정으로 로그인해 주세요.',
  inspector: '점검원 로그인이 필요해요. 점검 업체 계정으로 로그인해 주세요.',
  staff: '운영팀 로그인이 필요해요. 운영팀 계정으로 로그인해 주세요.',
  answerer: '파트너 또는 운영팀 로그인이 필요해요. 업체·운영팀 계정으로 로그인해 주세요.',
};

const FORBIDDEN_MESSAGE: Record<Exclude<AuthLevel, 'public' | 'optional'>, string> = {
  resident: '입주민 계정으로만 이용할 수 있어요.',
  partner: '파트너 계정으로만 이용할 수 있어요.',
  inspector: '사전점검 업체 계정으로만 이용할 수 있어요.',
  staff: '운영팀 계정으로만 이용할 수 있어요.',
  answerer: '파트너 업체나 운영팀 계정으로만 이용할 수 있어요.',
};

/** Who each signed-in level lets through. */
const ALLOWED: Record<Exclude<AuthLevel, 'public' | 'optional'>, (session: SessionInfo) => boolean> = {
  resident: (s) => s.role === 'resident',
  partner: (s) => s.role === 'partner',
  inspector: (s) => s.role === 'partner' && s.isInspection,
  staff: (s) => s.role === 'staff',
  answerer: (s) => s.role === 'partner' || s.role === 'staff',
};

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** True when the client reached us over HTTPS (directly or through a proxy's x-forwarded-proto). */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * Sets the resident session cookie: HttpOnly (scripts cannot read it), SameSite=Lax (not sent on
 * cross-site POSTs), Secure over HTTPS, for the whole site, living as long as the session's absolute
 * expiry (the idle expiry is enforced on the server).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

/**
 * Reads the credential on routes that take one ('optional' and the signed-in levels) and refuses those
 * that need one. The hook is added to those routes alone (onRoute), so public routes pay nothing for it.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('session', null);
  app.decorateRequest('credentialSource', null);

  const signIn = (level: Exclude<AuthLevel, 'public'>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const credential = readCredential(request);
    if (credential) {
      const result = await lookupSession(opts.db, credential.token);
      if (result.state === 'valid') {
        request.session = result.session;
        request.credentialSource = credential.source;
      } else if (credential.source === 'cookie') {
        // An expired or unknown cookie is cleared so the client starts signed out (SPEC section 4).
        clearSessionCookie(reply);
        if (level !== 'optional') {
          throw new AppError(
            result.state === 'expired' ? 'SESSION_EXPIRED' : 'UNAUTHORIZED',
            result.state === 'expired' ? '로그인이 만료되었어요. 다시 로그인해 주세요.' : SIGN_IN_MESSAGE.resident,
          );
        }
      }
    }
    if (level === 'optional') return;
    const session = request.session;
    if (!session) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE[level]);
    if (!ALLOWED[level](session)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE[level]);
  };

  app.addHook('onRoute', (route) => {
    const level = route.config?.auth ?? 'public';
    if (level === 'public') return;
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), signIn(level)];
    if (!route.schema) return;
    // Declare each route's credential in the OpenAPI document, so the generated client knows which
    // operations need the partner bearer credential.
    route.schema = {
      ...route.schema,
      // Residents use the cookie (or a bearer in the native app); every other role a bearer credential.
      security:
        level === 'optional'
          ? [{}, { sessionCookie: [] }, { bearer: [] }]
          : level === 'resident'
            ? [{ sessionCookie: [] }, { bearer: [] }]
            : [{ bearer: [] }],
    } as typeof route.schema;
  });
});

/** The signed-in resident's idx; only valid on routes with auth 'resident'. */
export function residentIdx(request: FastifyRequest): number {
  if (request.session?.role !== 'resident') throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE.resident);
  return request.session.subjectIdx;
}

/** The signed-in resident's idx on an 'optional' route, or null (a guest, a partner or staff). */
export function optionalResidentIdx(request: FastifyRequest): number | null {
  return sessionResidentIdx(request.session);
}

/** The signed-in partner's company idx; only valid on routes with auth 'partner' or 'inspector'. */
export function partnerIdx(request: FastifyRequest): number {
  if (request.session?.role !== 'partner' || request.session.partnerIdx === null)
    throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE.partner);
  return request.session.partnerIdx;
}

/** The signed-in staff member's idx; only valid on routes with auth 'staff' (or 'answerer' as staff). */
export function staffIdx(request: FastifyRequest): number {
  if (request.session?.role !== 'staff') throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE.staff);
  return request.session.subjectIdx;
}
