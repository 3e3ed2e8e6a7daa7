import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/**
 * One log line per request, written cheaply (docs/PERFORMANCE.md, "API per-request cost"):
 * - the line is written straight to the app logger's destination, in pino's own line format, without a
 *   logger: it holds only the method, the address (codes and phone numbers in the query redacted outside
 *   demo mode), the request id, the status and the time, so pino's per-call work (bindings, the object
 *   walk, redaction paths) would only cost time here; what is the same on every line is formatted once;
 * - `request.log` (a child logger per request, made by Fastify) is made on first use, which most requests
 *   never reach now that the line above does not need it.
 */

export interface RequestSummary {
  [field: string]: unknown;
  method: string;
  url: string;
  id: string;
}

/** What a request's log line says about it (also the app logger's `req` serializer). */
export function requestSummary(isDemo: boolean) {
  return (req: { method: string; url: string; id: string }): RequestSummary => ({
    method: req.method,
    url: isDemo ? req.url : req.url.replace(/([?&](?:to|phone|code)=)[^&]*/g, '$1[redacted]'),
    id: req.id,
  });
}

/**
 * The access line of every answer, on the app logger's stream and level: the line pino would write for
 * `info({ reqId, req, statusCode, ms }, 'request')` (level, time, pid, hostname first), formatted here.
 * Values that come from the request are JSON-escaped; the rest are numbers.
 */
export function registerRequestLog(app: FastifyInstance, opts: { stream: DestinationStream; level: string; isDemo: boolean }) {
  if ((pino.levels.values[opts.level] ?? Infinity) > pino.levels.values.info!) return;
  const summary = requestSummary(opts.isDemo);
  const info = pino.levels.values.info;
  const origin = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  const { stream } = opts;
  app.addHook('onResponse', (request, reply, done) => {
    const { method, url, id } = summary(request);
    const reqId = JSON.stringify(id);
    stream.write(
      `{"level":${info},"time":${Date.now()}${origin},"reqId":${reqId},"req":{"method":${JSON.stringify(method)},"url":${JSON.stringify(url)},"id":${reqId}},` +
        `"statusCode":${reply.statusCode},"ms":${Math.round(reply.elapsedTime * 10) / 10},"msg":"request"}\n`,
    );
    done();
  });
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const write = (logger: FastifyBaseLogger, level: Level, args: unknown[]) => (logger[level] as (...a: unknown[]) => void).apply(logger, args);

/**
 * A request's logger that makes the real child logger the first time something is logged through it.
 * Methods live on the prototype: nothing but the object itself is allocated per request.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: object,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level() {
    return this.real.level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  fatal(...args: unknown[]) {
    write(this.real, 'fatal', args);
  }
  error(...args: unknown[]) {
    write(this.real, 'error', args);
  }
  warn(...args: unknown[]) {
    write(this.real, 'warn', args);
  }
  info(...args: unknown[]) {
    write(this.real, 'info', args);
  }
  debug(...args: unknown[]) {
    write(this.real, 'debug', args);
  }
  trace(...args: unknown[]) {
    write(this.real, 'trace', args);
  }
  silent(...args: unknown[]) {
    write(this.real, 'silent', args);
  }
  child(bindings: Record<string, unknown>, options?: object) {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: request loggers made on first use. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: object): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
