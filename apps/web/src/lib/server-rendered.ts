/**
 * A route's `handle` that marks it rendered on the server (docs/RENDERING.md "Adding a route"):
 * `{ path: '/cart', handle: SERVER_RENDERED, lazy: ... }`. Only public pages whose first screen needs no
 * signed-in data belong here; every other route is rendered by the browser from index.html.
 */
export const SERVER_RENDERED = { serverRendered: true } as const;

export function isServerRendered(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { serverRendered?: unknown }).serverRendered === true;
}
