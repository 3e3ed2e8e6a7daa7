import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { DeliverWebhook } from './webhook';

/** What the sandbox's routes share: the database, configuration, the clock and webhook delivery. */
export interface SandboxContext {
  db: Db;
  config: AppConfig;
  /** Unix seconds (tests may move the clock). */
  nowS(): number;
  deliverWebhook: DeliverWebhook;
}

/**
 * Origins that are this site for the request: its own (Host), PUBLIC_URL and ALLOWED_ORIGINS (the Vite
 * dev server in demo mode). Used for redirect targets and to deliver webhooks in process.
 */
export function ownOrigins(config: AppConfig, request: FastifyRequest): string[] {
  const candidates = [`${request.protocol}://${request.host}`, ...config.allowedOrigins, ...(config.publicUrl ? [config.publicUrl] : [])];
  // Normalised as URL.origin writes them ("http://localhost:80" is "http://localhost").
  return candidates.flatMap((value) => {
    try {
      return [new URL(value).origin];
    } catch {
      return [];
    }
  });
}
