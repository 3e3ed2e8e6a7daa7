import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps';
import { LOOPBACK_ORIGIN } from '../lib/portone/loopback';
import {
  createWebhookDeliverer,
  sandboxCheckoutRoutes,
  sandboxJsonErrors,
  sandboxPageErrors,
  sandboxRestRoutes,
  type DeliverWebhook,
  type SandboxContext,
} from '../lib/portone/sandbox';
import { SANDBOX_PATH } from '../lib/portone/sandbox-path';

export interface PortOneSandboxOptions {
  deps: AppDeps;
  /** Replaces webhook delivery (tests that want to see or fail deliveries). */
  deliverWebhook?: DeliverWebhook;
  /** The sandbox's clock in Unix seconds (tests that move time). */
  now?: () => number;
}

/** Forms post their fields URL-encoded; PortOne's REST API takes them too. Scoped to the sandbox only. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * The PortOne-compatible sandbox under /sandbox/portone, registered by app.ts only in demo mode (and so
 * in the API tests); production never serves it. It keeps its payments in `sandbox_payments`. Its routes
 * stay out of the OpenAPI document (schema.hide) and answer errors PortOne's way, not the API's.
 */
export const portoneSandboxPlugin = fp(
  async (app: FastifyInstance, opts: PortOneSandboxOptions) => {
    const { config, db } = opts.deps;
    const ctx: SandboxContext = {
      db,
      config,
      nowS: opts.now ?? (() => Math.floor(Date.now() / 1000)),
      deliverWebhook:
        opts.deliverWebhook ??
        createWebhookDeliverer(app, app.log, [LOOPBACK_ORIGIN, ...(config.publicUrl ? [config.publicUrl] : [])]),
    };

    await app.register(
      async (sandbox) => {
        sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        });
        await sandbox.register(async (rest) => {
          rest.setErrorHandler(sandboxJsonErrors);
          await sandboxRestRoutes(rest, ctx);
        });
        await sandbox.register(async (pages) => {
          pages.setErrorHandler(sandboxPageErrors);
          await sandboxCheckoutRoutes(pages, ctx);
        });
      },
      { prefix: SANDBOX_PATH },
    );
  },
  { name: 'portone-sandbox' },
);
