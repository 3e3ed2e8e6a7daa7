import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LOOPBACK_ORIGIN } from '../loopback';
import type { PortOnePaymentStatus } from '../types';

/** PortOne v1's webhook body (notice_url). */
export interface WebhookBody {
  imp_uid: string;
  merchant_uid: string;
  status: PortOnePaymentStatus;
}

/** Sends one webhook; resolves whether or not it was accepted (failures are logged, never thrown). */
export type DeliverWebhook = (url: string, body: WebhookBody) => Promise<void>;

const TIMEOUT_MS = 5_000;

/**
 * The path to inject when the URL is this server's own (a bare path, the loopback origin, or one of
 * `ownOrigins`); null for anywhere else.
 */
export function inProcessPath(url: string, ownOrigins: readonly string[]): string | null {
  if (/^\/(?![/\\])/.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const local = parsed.origin === LOOPBACK_ORIGIN || ownOrigins.includes(parsed.origin);
  return local ? `${parsed.pathname}${parsed.search}` : null;
}

/**
 * Delivers PortOne webhooks. This server's own URLs go through app.inject, so the demo and the API tests
 * need no listening port; other URLs get a POST with a timeout and no redirects followed.
 *
 * Callers deliver only after their database work is committed: PGlite has one connection, and the
 * webhook handler reads the database and calls back into the sandbox.
 */
export function createWebhookDeliverer(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  ownOrigins: readonly string[],
  doFetch: typeof globalThis.fetch = globalThis.fetch,
): DeliverWebhook {
  return async (url, body) => {
    const where = { url, imp_uid: body.imp_uid, status: body.status };
    try {
      const path = inProcessPath(url, ownOrigins);
      let status: number;
      if (path) {
        const response = await app.inject({ method: 'POST', url: path, payload: body, headers: { 'content-type': 'application/json' } });
        status = response.statusCode;
      } else {
        const response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = response.status;
      }
      if (status >= 300) log.warn({ ...where, statusCode: status }, 'portone sandbox webhook was not accepted');
      else log.info({ ...where, statusCode: status }, 'portone sandbox webhook delivered');
    } catch (error) {
      log.warn({ ...where, err: error }, 'portone sandbox webhook could not be delivered');
    }
  };
}
