import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import { isInternalRequest } from '../lib/internal-request';
import { requestCookie, SESSION_COOKIE } from './auth';

const RATE_LIMITED_MESSAGE = '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.';

const LIMITED_PATHS = /^\/(api\/|_image(\?|$)|auth\/)/;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const APPLE_ORIGIN = 'https://appleid.apple.com';
const APPLE_CALLBACK_PATH = '/auth/apple/callback';

/** The security headers (CSP and the rest of helmet's) of every answer. */
export function securityHeaderOptions(config: AppConfig) {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...(config.files.publicUrl ? [config.files.publicUrl] : [])],
        'script-src': ["'self'", 'https://cdn.iamport.kr', 'https://appleid.cdn-apple.com'],
        'frame-src': ["'self'", 'https://*.iamport.kr', 'https://appleid.apple.com'],
        'connect-src': ["'self'", ...(config.files.storage === 's3' ? ['https://*.amazonaws.com'] : [])],
        'form-action': ["'self'", 'https://appleid.apple.com'],
        'upgrade-insecure-requests': config.isDemo ? null : [],
      },
    },
    // The web app is shown inside native webviews and opens PortOne windows; keep cross-origin isolation off.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
  } satisfies HelmetOptions;
}

/**
 * helmet's headers for our options, worked out once: none of them depends on the request (no CSP nonces),
 * so every answer gets the same set. Running helmet's middleware per request (what @fastify/helmet does)
 * cost about as much as the rest of a bare request (docs/PERFORMANCE.md).
 */
export function securityHeaderValues(config: AppConfig): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(securityHeaderOptions(config))({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** What a JSON answer is (the API, its errors): it gets the short API policy below. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * The security headers of a JSON answer. A browser never renders JSON as a page, so the page policies
 * (script, style, frame and image sources, COOP, Origin-Agent-Cluster, the legacy X-* switches) have nothing
 * to govern; what matters is that the body is never sniffed as something runnable, never framed, never read
 * by another site's page (CORP), and that HTTPS and the referrer rule hold. `default-src 'none'` forbids
 * everything should a browser ever open it as a document, as many public APIs answer. Half a kilobyte less on
 * every API answer (writing, Node's header checks and the client's parsing all grow with header length).
 */
export function apiSecurityHeaderValues(config: AppConfig): Readonly<Record<string, string>> {
  const page = securityHeaderValues(config);
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': page['referrer-policy']!,
    'cross-origin-resource-policy': page['cross-origin-resource-policy']!,
  };
  if (page['strict-transport-security']) headers['strict-transport-security'] = page['strict-transport-security'];
  return Object.freeze(headers);
}

/**
 * Sets the security headers on one answer by what it is: JSON gets the API set, everything else (pages,
 * files, images) the full page set. Runs when the answer is sent, once its type is known.
 */
export function securityHeaders(config: AppConfig): (request: FastifyRequest, reply: FastifyReply) => void {
  const page = securityHeaderValues(config);
  const api = apiSecurityHeaderValues(config);
  return (_request, reply) => {
    const type = reply.getHeader('content-type');
    void reply.headers(typeof type === 'string' && JSON_TYPE.test(type) ? api : page);
  };
}

/**
 * Security headers, a general per-IP request limit, and CSRF refusal.
 *
 * CSRF: a state-changing request (POST/PUT/PATCH/DELETE) must come from our own origin (or one in
 * ALLOWED_ORIGINS) and, when it carries the session cookie, must say where it comes from: browsers send
 * Origin on every such request (same-origin ones too) and Sec-Fetch-Site where supported, so a cookie
 * with neither is not a browser page of ours and is refused. Native apps authenticate with a bearer
 * credential (or send an Origin from their webview) and are not affected; requests without the session
 * cookie (PortOne's server-to-server notifications) need no Origin.
 *
 * The general limit is @fastify/rate-limit: per process in memory, or shared through Redis when REDIS_URL is
 * set (its per-request cost measured the same as a hand-written counter's: bench/api-pieces.ts). The limits that protect accounts (code sends per phone and IP) are kept in the database by the
 * auth module so they hold across processes without Redis.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { config } = opts;
  const setHeaders = securityHeaders(config);
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    setHeaders(request, reply);
    done(null, payload);
  });

  // Only work that costs something is limited: the API, the image optimizer and sign-in callbacks.
  // The web app's own files (scripts, styles, fonts, seed images) load dozens at a time on one page
  // and are served from disk or cache.
  // The page renderer's in-process API calls are the server's own work (lib/internal-request.ts).
  const exempt = (request: FastifyRequest) => !LIMITED_PATHS.test(request.url) || isInternalRequest(request);
  // ioredis is imported only when configured: unused, it would still cost start-up time.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // With Redis the processes share one count; without it each process counts in memory.
    ...(redis ? { redis, nameSpace: 'ipju-rl:' } : {}),
    allowList: exempt,
    // The count and the refusal are unchanged; only a refused answer (429) says the limit, that nothing is
    // left, and when to retry (x-ratelimit-limit, -remaining, -reset, retry-after). Answers under the limit no
    // longer carry the three x-ratelimit headers: no client of ours reads them, and three header lines on every
    // API answer cost the server and every client parsing them (docs/PERFORMANCE.md).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE),
  });

  const ownOrigins = new Set(config.allowedOrigins);
  if (config.publicUrl) ownOrigins.add(config.publicUrl);
  // A callback hook that returns at once for reads: an async hook would cost every GET a promise. It runs
  // before routing, so a change sent to an address that does not exist is refused the same way.
  const refuseForeign = (request: FastifyRequest) => {
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    const origin = request.headers.origin;
    // Sign in with Apple (response_mode=form_post) posts its result from Apple's origin to exactly this
    // path; that route checks the `state` nonce cookie instead (modules/auth/apple-callback.routes.ts).
    if (request.method === 'POST' && origin === APPLE_ORIGIN && request.url.split('?')[0] === APPLE_CALLBACK_PATH) return;
    const host = request.headers.host;
    const fetchSite = request.headers['sec-fetch-site'];
    const foreignOrigin =
      origin !== undefined &&
      origin !== 'null' &&
      !ownOrigins.has(origin) &&
      !(host && (origin === `http://${host}` || origin === `https://${host}`));
    if (foreignOrigin || origin === 'null' || fetchSite === 'cross-site') {
      throw new AppError('CSRF', '다른 사이트에서 보낸 요청은 처리할 수 없어요. 입주 앱에서 다시 시도해 주세요.');
    }
    if (origin === undefined && fetchSite === undefined && requestCookie(request, SESSION_COOKIE) !== undefined) {
      throw new AppError('CSRF', '어디에서 보낸 요청인지 알 수 없어 처리하지 않았어요. 입주 앱에서 다시 시도해 주세요.');
    }
  };
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    try {
      refuseForeign(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});
