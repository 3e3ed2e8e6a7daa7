import cookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { okPayload, success } from '@ipju/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { responseSerializerCompiler } from '../src/lib/response-serializer';
import { registerFloodGuard } from '../src/plugins/flood-guard';
import { securityHeaderOptions, securityHeaderValues } from '../src/plugins/security';
import { measure, warmUp } from './load';

/**
 * What each piece of the request pipeline costs (BENCH_PIECES=1): a bare Fastify app answering GET /health
 * with the health route's body, then the same app with one piece added, the way the server had it before
 * issue 14 ("before") and the way it has it now ("now"). Each line prints the rate and the microseconds per
 * request the piece adds to the bare app. Figures are noisy on a shared machine; the ordering is what counts.
 */

const SECONDS = Number(process.env.BENCH_PIECES_SECONDS ?? 3);
const CONNECTIONS = 50;
const config = loadConfig({ APP_MODE: 'demo', DATA_DIR: '/tmp/ipju-bench-pieces' });
const body = { status: 'success' as const, data: { ok: true as const } };
const healthSchema = { response: { 200: success(okPayload) } };

/** The pino options of app.ts (redaction and the request serializer), for the logging pieces. */
const logOptions = {
  level: 'info',
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.phone', '*.code'], censor: '[redacted]' },
  serializers: { req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: req.url, id: req.id }) },
};

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
    name: 'now: request log, async write, callback hook',
    options: { logger: { ...logOptions, stream: pino.destination({ dest: '/dev/null', sync: false }) } },
    build: (app) =>
      void app.addHook('onResponse', (request, reply, done) => {
        request.log.info({ req: request, statusCode: reply.statusCode, ms: reply.elapsedTime }, 'request');
        done();
      }),
  },
  { name: 'cookies (@fastify/cookie)', build: async (app) => void (await app.register(cookie, { secret: config.sessionSecret })) },
  { name: 'before: helmet per request (@fastify/helmet)', build: async (app) => void (await app.register(fastifyHelmet, securityHeaderOptions(config))) },
  {
    name: 'now: precomputed security headers',
    build: (app) => {
      const headers = securityHeaderValues(config);
      app.addHook('onRequest', (_request, reply, done) => {
        reply.headers(headers);
        done();
      });
    },
  },
  {
    name: 'before: rate limit (@fastify/rate-limit, memory)',
    build: async (app) => void (await app.register(rateLimit, { global: true, max: 100_000_000, timeWindow: '1 minute', allowList: () => false })),
  },
  {
    name: 'now: flood guard (in memory)',
    build: (app) => registerFloodGuard(app, { max: 100_000_000, windowMs: 60_000, exempt: () => false }),
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

async function rateOf(piece: Piece | null): Promise<number> {
  const app = Fastify({ logger: false, ...piece?.options });
  await piece?.build(app);
  app.get('/health', { schema: piece?.name.includes('response') ? healthSchema : {} }, async () => body);
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/health`;
  try {
    await warmUp(url, CONNECTIONS);
    return (await measure(piece?.name ?? 'bare', url, SECONDS, CONNECTIONS)).requestsPerSecond;
  } finally {
    await app.close();
  }
}

export async function benchPipelinePieces(log: (line: string) => void) {
  log(`pipeline pieces: GET /health on a bare Fastify app with one piece added (${SECONDS} s each)`);
  const bare = await rateOf(null);
  const micros = (rate: number) => (rate ? 1e6 / rate : 0);
  log(`  ${'bare Fastify (no piece)'.padEnd(50)} ${String(bare).padStart(7)} req/s`);
  for (const piece of PIECES) {
    const rate = await rateOf(piece);
    const added = micros(rate) - micros(bare);
    log(`  ${piece.name.padEnd(50)} ${String(rate).padStart(7)} req/s   ${added >= 0 ? '+' : ''}${added.toFixed(1)} µs/request`);
  }
}
