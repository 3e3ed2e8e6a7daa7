import type { FastifyInstance, InjectOptions } from 'fastify';
import { INTERNAL_REQUEST_HEADER, internalRequestSecret } from '../../lib/internal-request';

/**
 * A `fetch` for the renderer's API client that answers in-process through app.inject: the same routes,
 * validation, caches and serialisation as a real request, without a socket. Sent as a signed-out visitor
 * (no cookies are forwarded) and exempt from the flood limit (lib/internal-request.ts).
 */
export function injectFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = new URL(url, 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers[INTERNAL_REQUEST_HEADER] = internalRequestSecret();
    const res = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: target.pathname + target.search,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, one);
    }
    const bodyless = res.statusCode === 204 || res.statusCode === 304;
    return new Response(bodyless ? null : res.rawPayload, { status: res.statusCode, headers: responseHeaders });
  };
}
