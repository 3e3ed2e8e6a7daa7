import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps';

/**
 * The PortOne-compatible sandbox under /sandbox/portone (demo mode and tests only).
 * TODO(sandbox): REST routes, checkout page, test helpers and webhooks.
 */
export const portoneSandboxPlugin = fp(async (_app: FastifyInstance, _opts: { deps: AppDeps }) => {});
