import type { FastifyInstance } from 'fastify';

/** The origin the PortOne client uses for the in-process sandbox (never resolved on the network). */
export const LOOPBACK_ORIGIN = 'http://portone-sandbox.internal';

export interface Loopback {
  /** A fetch that answers from this server's own routes (through app.inject), once bound. */
  fetch: typeof globalThis.fetch;
  bind(app: FastifyInstance): void;
}

/**
 * Lets the PortOne client call the sandbox this server serves (/sandbox/portone) without a listening
 * port: in demo mode and in API tests, requests to LOOPBACK_ORIGIN go through app.inject. The client
 * code is the same as against PortOne: URLs, headers, JSON and HTTP statuses.
 */
export function createLoopback(): Loopback {
  let app: FastifyInstance | null = null;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (!app) throw new Error('the PortOne sandbox loopback is not bound to the app yet');
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([k, v]) =>
        v === undefined ? [] : Array.isArray(v) ? v.map((x) => [k, x] as [string, string]) : [[k, String(v)] as [string, string]],
      ),
    });
  };
  return {
    fetch,
    bind(instance) {
      app = instance;
    },
  };
}
