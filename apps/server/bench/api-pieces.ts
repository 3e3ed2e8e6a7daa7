import cookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { okPayload, success } from '@ipju/contract';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { LogDestination } from '../src/lib/log-destination';
import { responseSerializerCompiler } from '../src/lib/response-serializer';
import { lazyChildLogger, registerRequestLog, requestSummary } from '../src/plugins/request-log';
import { securityHeaderOptions, securityHeaders, securityHeaderValues } from '../src/plugins/security';

/**
 * What each piece of the request pipeline costs (BENCH_PIECES=1): a bare Fastify app answering GET /health
 * with the health route's body, against the same app with one piece added, the way the server had it before
 * issue 14 ("before") and the way it has it now ("now"). Each line prints the microseconds per request
 * through app.inject (the pipeline without sockets) and what the piece adds.
 */

const ROUNDS = 5;
const INJECTS = 3_000;
const config = loadConfig({ APP_MODE: 'demo', DATA_DIR: '/tmp/ipju-bench-pieces' });
const body = { status: 'success' as const, data: { ok: true as const } };
const healthSchema = { response: { 200: success(okPayload) } };

/** The pino options of app.ts (redaction and the request serializer), for the logging pieces. */
const logOptions = {
  level: 'info',
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.phone', '*.code'], censor: '[redacted]' },
  serializers: { req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: req.url, id: req.id }) },
};

const earlierStream = pino.destination({ dest: '/dev/null', sync: false });
/** perf-fixed: asynchronous, in sonic-boom's 4 KB chunks, flushed every second. */
const chunkStream = pino.destination({ dest: '/dev/null', sync: false, minLength: 4096, periodicFlush: 1000 });
/** As app.ts makes it: lines batched on an array and written ~32 KB at a time (lib/log-destination.ts). */
const nowStream = new LogDestination('/dev/null');

/** As app.ts: Fastify's own two lines per request off (the access line replaces them). */
const quietRequests = () => new LogController({ disableRequestLogging: true });

type Piece = { name: string; build: (app: FastifyInstance) => Promise<void> | void; options?: Record<string, unknown> };

const PIECES: Piece[] = [
  { name: 'genReqId crypto.randomUUID', build: () => {}, options: { genReqId: () => crypto.randomUUID() } },
  {
    name: 'before: zod response check (safeEncode)',
    build: (app) => void app.setSerializerCompiler(zodSerializerCompiler),
  },
  {
    name: 'now: compiled response serializer',
    build: (app) => void app.setSerializerCompiler(responseSerializerCompiler('compiled')),
  },
  {
    name: 'before: request log, sync write, async hook',
    options: { logger: { ...logOptions, file: '/dev/null' } },
    build: (app) =>
      void app.addHook('onResponse', async (request, reply) => {
        request.log.info({ req: request, statusCode: reply.statusCode, ms: reply.elapsedTime }, 'request');
      }),
  },
  {
    name: 'earlier: request log (own pino logger, write per line)',
    options: { logger: { ...logOptions, stream: earlierStream }, childLoggerFactory: lazyChildLogger, logController: quietRequests() },
    build: (app) => {
      const lines = pino({ level: 'info' }, earlierStream);
      const summary = requestSummary(true);
      app.addHook('onResponse', (request, reply, done) => {
        lines.info({ reqId: request.id, req: summary(request), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
        done();
      });
    },
  },
  {
    name: 'earlier: request log (pre-formatted line, 4 KB chunks)',
    options: { logger: { ...logOptions, stream: chunkStream }, childLoggerFactory: lazyChildLogger, logController: quietRequests() },
    build: (app) => registerRequestLog(app, { stream: chunkStream, level: 'info', isDemo: true }),
  },
  {
    name: 'now: request log (pre-formatted line, batched)',
    options: { logger: { ...logOptions, stream: nowStream }, childLoggerFactory: lazyChildLogger, logController: quietRequests() },
    build: (app) => registerRequestLog(app, { stream: nowStream, level: 'info', isDemo: true }),
  },
  { name: 'earlier: cookies parsed on every request', build: async (app) => void (await app.register(cookie, { secret: config.sessionSecret })) },
  {
    name: 'now: cookies parsed where read (hook: false)',
    build: async (app) => void (await app.register(cookie, { secret: config.sessionSecret, hook: false })),
  },
  { name: 'before: helmet per request (@fastify/helmet)', build: async (app) => void (await app.register(fastifyHelmet, securityHeaderOptions(config))) },
  {
    name: 'earlier: precomputed page headers on every answer',
    build: (app) => {
      const headers = securityHeaderValues(config);
      app.addHook('onRequest', (_request, reply, done) => {
        reply.headers(headers);
        done();
      });
    },
  },
  {
    name: 'now: API headers on JSON (chosen by type)',
    build: (app) => {
      const setHeaders = securityHeaders(config);
      app.addHook('onSend', (request, reply, payload, done) => {
        setHeaders(request, reply);
        done(null, payload);
      });
    },
  },
  {
    name: 'earlier: rate limit, three headers on every answer',
    build: async (app) => void (await app.register(rateLimit, { global: true, max: 100_000_000, timeWindow: '1 minute', allowList: () => false })),
  },
  {
    name: 'now: rate limit, headers on the 429 only',
    build: async (app) =>
      void (await app.register(rateLimit, {
        global: true,
        max: 100_000_000,
        timeWindow: '1 minute',
        allowList: () => false,
        addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      })),
  },
  {
    name: 'before: CSRF + auth as global async hooks',
    build: (app) => {
      app.addHook('onRequest', async (request) => {
        if (request.method === 'POST') return;
      });
      app.addHook('onRequest', async (request) => {
        if ((request.routeOptions.config as { auth?: string }).auth ?? 'public') return;
      });
    },
  },
];

async function build(piece: Piece | null): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...piece?.options });
  await piece?.build(app);
  app.get('/health', { schema: piece?.name.includes('response') ? healthSchema : {} }, async () => body);
  await app.ready();
  return app;
}

/** Microseconds per request of `count` requests in a row through app.inject (no sockets: the pipeline alone). */
async function microsPerRequest(app: FastifyInstance, count: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) await app.inject({ url: '/health', remoteAddress: '10.0.0.1' });
  return ((performance.now() - started) * 1000) / count;
}

/**
 * The bare app and the app with the piece take turns (ROUNDS rounds of INJECTS requests each); the best round
 * of each counts, so a moment when other work held the shared machine does not.
 */
async function againstBare(piece: Piece): Promise<{ bare: number; withPiece: number }> {
  const [bare, other] = [await build(null), await build(piece)];
  try {
    let best = { bare: Infinity, withPiece: Infinity };
    for (let round = 0; round < ROUNDS; round++) {
      best = {
        bare: Math.min(best.bare, await microsPerRequest(bare, INJECTS)),
        withPiece: Math.min(best.withPiece, await microsPerRequest(other, INJECTS)),
      };
    }
    return best;
  } finally {
    await Promise.all([bare.close(), other.close()]);
  }
}

export async function benchPipelinePieces(log: (line: string) => void) {
  log(`pipeline pieces: µs per GET /health through app.inject, bare Fastify vs the same with one piece (best of ${ROUNDS} rounds of ${INJECTS})`);
  for (const piece of PIECES) {
    const { bare, withPiece } = await againstBare(piece);
    const added = withPiece - bare;
    log(`  ${piece.name.padEnd(50)} ${withPiece.toFixed(1).padStart(6)} µs vs bare ${bare.toFixed(1).padStart(6)} µs   ${added >= 0 ? '+' : ''}${added.toFixed(1)} µs`);
  }
}
