import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppDeps } from './app-deps';
import { registerBackgroundJobs } from './background-jobs';
import { LogDestination } from './lib/log-destination';
import { responseSerializerCompiler } from './lib/response-serializer';
import { validatorCompiler } from './lib/validator';
import { registerModules } from './modules';
import { appleCallbackRoutes } from './modules/auth';
import { sharePagesRenderer } from './modules/share-meta';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { errorHandlerPlugin, frameworkErrorsWith, MAX_PARAM_LENGTH } from './plugins/error-handler';
import { fileServingPlugin } from './plugins/file-serving';
import { imageOptimizerPlugin } from './plugins/image-optimizer';
import { openapiPlugin } from './plugins/openapi';
import { portoneSandboxPlugin } from './plugins/portone-sandbox';
import { lazyChildLogger, registerRequestLog, requestSummary } from './plugins/request-log';
import { securityHeaders, securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';
import { createServices, type Services } from './services';

export interface BuildAppOptions {
  /** Pino logger options (`file`: write there instead of stdout); false silences logs (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Serve the built web app from apps/web/dist (off in API tests). */
  serveWeb?: boolean;
  /** The process's services (createServices); built here from `deps` when not given. */
  services?: Services;
}

/** JSON bodies are small; uploads go through their own route with its own limit. */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Where log lines go: stdout (or the `file` option), in batches written asynchronously (lib/log-destination.ts).
 * A synchronous write per request line blocked the event loop on every answer, and an asynchronous write per
 * line still cost a system call per request (docs/PERFORMANCE.md); what is batched is written at exit.
 */
function logStream(file: unknown) {
  return new LogDestination(typeof file === 'string' ? file : 1);
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const services = options.services ?? createServices(deps);
  const { file, ...loggerOverrides } = typeof options.logger === 'object' ? options.logger : {};
  const logsTo =
    options.logger === false
      ? undefined
      : ((loggerOverrides.stream as DestinationStream | undefined) ?? (loggerOverrides.transport ? undefined : logStream(file)));
  const logLevel = (loggerOverrides.level as string | undefined) ?? config.logLevel;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Phone numbers and codes never reach production logs: bodies are not logged at all, and these
            // paths are redacted wherever they might appear.
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.phone', '*.code'],
              censor: '[redacted]',
            },
            serializers: { req: requestSummary(config.isDemo) },
            ...loggerOverrides,
            ...(logsTo ? { stream: logsTo } : {}),
          },
    // One log line per request (registerRequestLog below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorsWith(securityHeaders(config)),
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  if (options.logger !== false) {
    if (logsTo) {
      registerRequestLog(app, { stream: logsTo, level: logLevel, isDemo: config.isDemo });
    } else {
      // A transport (pretty printing in development): the line goes through the request's logger.
      app.addHook('onResponse', (request, reply, done) => {
        request.log.info({ req: request, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
        done();
      });
    }
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.responseCheck));

  await app.register(errorHandlerPlugin);
  // Before any route: it hooks each route as the route is declared.
  await app.register(compressionPlugin);
  // Cookies are parsed where they are read (requestCookie: the session hook, the CSRF check on a change, the
  // Apple sign-in state), not in a hook on every request: most requests (reads of public data, files) never
  // look at them. Setting cookies works as before.
  await app.register(cookie, { secret: config.sessionSecret, hook: false });
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { db: deps.db });
  await app.register(async (api) => registerModules(api, services, deps), { prefix: '/api/v2' });
  if (config.portone.sandbox) await app.register(portoneSandboxPlugin, { deps });
  registerBackgroundJobs(deps);
  deps.portoneLoopback?.bind(app);
  // Workers stop before the database closes (shutdown closes the app first).
  app.addHook('onClose', async () => deps.jobs.stop());
  // The realtime bus's own listening connection closes with the app, before the database (lib/shutdown).
  app.addHook('onClose', async () => deps.realtime.close());
  // Apple's form_post sign-in callback lives outside /api/v2, at the page path the web app shows.
  await app.register(async (root) => appleCallbackRoutes(root, services));
  await app.register(fileServingPlugin, { config });
  await app.register(imageOptimizerPlugin, { config });
  if (options.serveWeb) {
    await app.register(webAppPlugin, {
      config,
      renderPages: sharePagesRenderer(services),
      serverRender: {},
    });
  }
  return app;
}
