/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

/**
 * The inspector console's service worker, served at /inspector/sw.js with scope /inspector (the server adds
 * Service-Worker-Allowed), registered only by the console: inspectors open the console in basements and
 * new buildings with no signal, and a reload there must show the console and what is still unsent, not the
 * browser's offline page. Built by vite-plugin-pwa (vite-inspector-sw.ts), which injects the precache list.
 *
 * - At install: the console's app shell (index.html as /inspector/, the entry, the console's chunks, CSS,
 *   fonts) is precached.
 * - A page of the console (/inspector, /inspector/...) comes from the network when it answers within
 *   NAVIGATION_TIMEOUT_SECONDS, else the precached shell: the page's data is React Query's persisted cache
 *   and the outbox in IndexedDB, never this worker's.
 * - Hashed files (/assets/...) are cache-first: their names change with their content.
 * - The API, photos and everything else go to the network untouched.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Matches INSPECTOR_SHELL_URL of vite-inspector-sw.ts: the precached index.html. */
const SHELL_URL = '/inspector/';
/** A weak signal in a stairwell answers slowly: after this the cached shell is shown instead. */
const NAVIGATION_TIMEOUT_SECONDS = 4;

const isConsolePage = (pathname: string) => pathname === '/inspector' || pathname.startsWith('/inspector/');

// A new version takes over at once: every console page is the same shell, and the outbox in IndexedDB
// outlives any version of the page.
void self.skipWaiting();
clientsClaim();

// Registered before the precache route so a navigation to /inspector/ itself is network-first too.
const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isConsolePage(url.pathname),
  async (options) => {
    try {
      return await network.handle(options);
    } catch {
      return (await matchPrecache(SHELL_URL)) ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'ipju-inspector-assets',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);
