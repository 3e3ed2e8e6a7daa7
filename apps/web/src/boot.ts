import { HYDRATED_EVENT } from './app/ssr/hydrated-event';

/**
 * The only up-front script of a server-rendered page (docs/RENDERING.md "Paint first, then hydrate"). The
 * page is already readable, so the app (React, the router, the page's code) is started after the browser has
 * painted it: on a slow phone the first paint never waits for half a megabyte of script to be compiled and
 * run. The server puts this file in place of index.html's entry script and names the entry in `data-app`
 * (apps/server plugins/web-render/compose.ts); pages the browser renders itself load the entry directly.
 *
 * Until the app has hydrated, a link works as a plain link (to another server-rendered page), but a button
 * has no handler yet: such a tap is held here and replayed on the same element once the app has hydrated
 * (main.tsx sends HYDRATED_EVENT), so an early tap on "담기" is not lost.
 */
const HELD = 'button, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], summary';
const held: HTMLElement[] = [];

function holdEarlyTap(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
  if (!target || target.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held.includes(target)) held.push(target);
}

document.addEventListener('click', holdEarlyTap, true);
window.addEventListener(
  HYDRATED_EVENT,
  () => {
    document.removeEventListener('click', holdEarlyTap, true);
    for (const element of held.splice(0)) if (element.isConnected) element.click();
  },
  { once: true },
);

const entry = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
if (entry) {
  // The frame after the next one: by then the server's HTML has been painted.
  requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ entry), 0));
}
