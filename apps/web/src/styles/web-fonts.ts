import fontFacesHref from 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url';

/** The font the page switches to; its @font-face rules (one per unicode-range piece) are in the stylesheet above. */
const WEB_FONT = '"Pretendard Variable"';
/** Set once the pieces have been fetched: a later visit finds them in the browser's cache (immutable files). */
const FETCHED_BEFORE_KEY = 'ipju:web-fonts-fetched';

/**
 * When the text switches to Pretendard once its pieces have arrived:
 * - `now`: at once (pages the browser renders itself; a server-rendered page whose pieces are in the cache);
 * - `next-page`: when the resident next moves to another page (`applyPendingWebFonts`, from App), which is
 *   laid out anew anyway.
 */
export type WebFontsSwitch = 'now' | 'next-page';

/** The pieces have arrived, waiting for the next page. */
let pending = false;
/** The resident has left the first page: pieces arriving from now on switch at once. */
let movedOn = false;

/**
 * Pretendard (DESIGN.md), loaded after the page's first screen and switched to in one step (docs/PERFORMANCE.md
 * "Web fonts").
 *
 * Its @font-face rules name ~90 unicode-range pieces, and a page of Korean text needs ten or more of them
 * (~300 KB on a first visit). In the page's first styles, the browser would fetch them while the main picture
 * and the app load, sharing a mobile network's bandwidth with both, and would lay the page out again as each
 * piece arrived. Laying out a page of Korean text in a new variable font is the longest task of a page's
 * start (on a mid-range phone ~150 ms for the service page), so a first visit paints, hydrates and stays in the
 * phone's own Korean fonts (theme.css) on its first page: the pieces are fetched when the browser is idle
 * after hydration (main.tsx) and the text switches on the next page (`next-page`). A later visit has them in
 * the cache: boot.ts switches at once, before the app has started (`now`), while taps are held anyway.
 * `data-web-fonts="ready"` on <html> puts Pretendard first (theme.css). Called again, it does nothing.
 */
export function loadWebFonts(doc: Document = document, when: WebFontsSwitch = 'now'): void {
  const root = doc.documentElement;
  if (root.dataset.webFonts) return;
  root.dataset.webFonts = 'loading';
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = fontFacesHref;
  link.addEventListener('load', () => void fetchPieces(doc, when), { once: true });
  // Without the stylesheet (offline, blocked) the page keeps the phone's fonts; a later visit tries again.
  link.addEventListener('error', () => link.remove(), { once: true });
  doc.head.append(link);
}

/** Whether an earlier visit fetched the pieces (so they are likely in the cache). */
export function webFontsFetchedBefore(): boolean {
  try {
    return localStorage.getItem(FETCHED_BEFORE_KEY) === '1';
  } catch {
    return false;
  }
}

async function fetchPieces(doc: Document, when: WebFontsSwitch) {
  // The text of the app (not of the state block after it): its characters pick the pieces to fetch.
  const text = doc.getElementById('root')?.textContent ?? '';
  try {
    await doc.fonts?.load(`16px ${WEB_FONT}`, text || '가');
    localStorage.setItem(FETCHED_BEFORE_KEY, '1');
  } catch {
    // A piece that failed falls back per character to the phone's font; switching is still right.
  }
  if (when === 'now' || movedOn) doc.documentElement.dataset.webFonts = 'ready';
  else pending = true;
}

/**
 * The resident moved to another page (App): switches to Pretendard if its pieces arrived on the first page, and
 * lets pieces still on their way switch as soon as they arrive.
 */
export function applyPendingWebFonts(doc: Document = document): void {
  movedOn = true;
  if (!pending) return;
  pending = false;
  doc.documentElement.dataset.webFonts = 'ready';
}
