import fontFacesHref from 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url';

/** The font the page switches to; its @font-face rules (one per unicode-range piece) are in the stylesheet above. */
const WEB_FONT = '"Pretendard Variable"';

/**
 * Pretendard (DESIGN.md), loaded once the page is working and then applied in one step (docs/PERFORMANCE.md
 * "Web fonts").
 *
 * Its @font-face rules name ~90 unicode-range pieces, and a page of Korean text needs ten or more of them
 * (~300 KB on a first visit). In the page's first styles, the browser would fetch them while the main picture
 * and the app load, sharing a mobile network's bandwidth with both, and would lay the whole page out again as
 * each piece arrived: on a mid-range phone each such layout is a long task. So the page paints and hydrates in
 * the phone's own Korean fonts (theme.css), and this stylesheet is added when the browser is idle after that
 * (main.tsx); the pieces the page's text needs are fetched together, and only when all have arrived does
 * `data-web-fonts="ready"` on <html> switch the text to Pretendard: one layout. Text shown later (another
 * page) fetches its pieces as usual. Called again, it does nothing.
 */
export function loadWebFonts(doc: Document = document): void {
  const root = doc.documentElement;
  if (root.dataset.webFonts) return;
  root.dataset.webFonts = 'loading';
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = fontFacesHref;
  link.addEventListener('load', () => void applyWhenLoaded(doc), { once: true });
  // Without the stylesheet (offline, blocked) the page keeps the phone's fonts; a later visit tries again.
  link.addEventListener('error', () => link.remove(), { once: true });
  doc.head.append(link);
}

async function applyWhenLoaded(doc: Document) {
  // The text of the app (not of the state block after it): its characters pick the pieces to fetch.
  const text = doc.getElementById('root')?.textContent ?? '';
  try {
    await doc.fonts?.load(`16px ${WEB_FONT}`, text || '가');
  } catch {
    // A piece that failed falls back per character to the phone's font; switching is still right.
  }
  doc.documentElement.dataset.webFonts = 'ready';
}

/** Runs `then` when the browser is idle (at most `timeoutMs` later), or after a short delay where it has no idle callback (Safari). */
export function whenIdle(then: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => then(), { timeout: timeoutMs });
  else setTimeout(then, 200);
}
