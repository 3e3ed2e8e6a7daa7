import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * The general per-IP request limit of one process (without REDIS_URL): a fixed one-minute window per IP,
 * counted synchronously in a Map that is dropped whole when the window ends. It answers with the headers
 * @fastify/rate-limit gives (x-ratelimit-limit, -remaining, -reset; retry-after with the 429), at a fraction
 * of its cost: that plugin awaits several promises per request, this is one Map lookup (see
 * docs/PERFORMANCE.md). With REDIS_URL the processes share @fastify/rate-limit's Redis store instead.
 */
export interface FloodGuardOptions {
  max: number;
  windowMs: number;
  /** Requests that are not counted (the web app's own files). */
  exempt: (request: FastifyRequest) => boolean;
}

export const RATE_LIMITED_MESSAGE = '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.';

export function registerFloodGuard(app: FastifyInstance, opts: FloodGuardOptions) {
  let windowEnds = 0;
  let counts = new Map<string, number>();
  const limit = String(opts.max);

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (opts.exempt(request)) return done();
    const now = Date.now();
    if (now >= windowEnds) {
      windowEnds = Math.floor(now / opts.windowMs) * opts.windowMs + opts.windowMs;
      counts = new Map();
    }
    const key = request.ip;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    const reset = String(Math.ceil((windowEnds - now) / 1000));
    reply.header('x-ratelimit-limit', limit);
    reply.header('x-ratelimit-remaining', String(Math.max(0, opts.max - count)));
    reply.header('x-ratelimit-reset', reset);
    if (count > opts.max) {
      reply.header('retry-after', reset);
      return done(new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE));
    }
    done();
  });
}
