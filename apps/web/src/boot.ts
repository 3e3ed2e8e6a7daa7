import { HYDRATED_EVENT } from './app/ssr/hydrated-event';
import { createTapHolder } from './early-taps';
import { LIBRARY_CHUNK_NAMES, libraryChunkOf } from './library-chunks';
import { loadWebFonts, webFontsFetchedBefore } from './styles/web-fonts';

/**
 * The only up-front script of a server-rendered page (docs/RENDERING.md "Paint first, then hydrate"). The
 * page is already readable, so the app (React, the router, the page's code) is fetched only once the page's
 * main picture is on screen: on a mobile network they would otherwise share its
 * bandwidth, and the first screen would wait for half a megabyte it does not need. The server puts this file
 * in place of index.html's entry script, names the entry in `data-app`, and leaves the module preloads of the
 * entry and the page's route modules inert in a <template data-app-preloads> (apps/server
 * plugins/web-render/compose.ts); this script puts them in the head when it starts the app. Pages the
 * browser renders itself load the entry directly.
 *
 * Until the app has hydrated, a link works as a plain link (to another server-rendered page), but a button
 * has no handler yet: such a tap is held here and replayed once the app has hydrated (main.tsx sends
 * HYDRATED_EVENT), on the same control even when hydration drew it anew (early-taps.ts), so an early tap on
 * "담기" is not lost; text typed into a field before then is handed to the app too (replayTyping), before the
 * held taps are replayed.
 */
/** The longest the app waits for the main picture: a picture stuck on a bad network must not keep the buttons dead. */
const LONGEST_PICTURE_WAIT_MS = 2500;
const earlyTaps = createTapHolder(document);

/**
 * Calls `then` once the page's main picture (the image the server rendered with high fetch priority, its
 * LCP) has loaded or failed, or at once without one, and in either case after the next paint.
 */
function afterMainPicture(then: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    // The frame after the next one: by then the picture (or the HTML) has been painted.
    requestAnimationFrame(() => setTimeout(then, 0));
  };
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!picture || picture.complete) return run();
  picture.addEventListener('load', run, { once: true });
  picture.addEventListener('error', run, { once: true });
  setTimeout(run, LONGEST_PICTURE_WAIT_MS);
}

/** Fields typed into before the app hydrated: their text is handed to the app once it has (replayTyping). */
const typedInto = new Set<HTMLInputElement | HTMLTextAreaElement>();
/** Fields whose text is typed (a checkbox, a file or a range is not: React hears those by other events). */
const TYPED_INPUTS = new Set(['text', 'search', 'tel', 'email', 'url', 'password', 'number']);

function noteTyping(event: Event) {
  const field = event.target;
  if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && TYPED_INPUTS.has(field.type))) typedInto.add(field);
}

/**
 * Text typed before hydration stays in the field (React does not overwrite it while hydrating) but the app's
 * state never heard of it: a phone number typed at once left "인증번호 받기" disabled. React tracks a field's
 * value through a setter of its own on the element, so the field is emptied through that one and given its text
 * back through the browser's, and an input event then carries the text to the app's onChange.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement) {
  if (!field.isConnected || field.value === '') return;
  const text = field.value;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const browserSetter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!browserSetter) return;
  field.value = '';
  browserSetter.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

document.addEventListener('click', earlyTaps.hold, true);
document.addEventListener('input', noteTyping, true);
window.addEventListener(
  HYDRATED_EVENT,
  () => {
    document.removeEventListener('click', earlyTaps.hold, true);
    document.removeEventListener('input', noteTyping, true);
    for (const field of typedInto) replayTyping(field);
    typedInto.clear();
    earlyTaps.replay();
  },
  { once: true },
);

const PRELOADS_PER_TASK = 12;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Fetches the app and runs it in slices. A browser runs a module and everything it imports in one task; the
 * libraries and the app together kept a mid-range phone busy for half a second, deaf to taps. Importing each
 * library chunk first, one task apiece, leaves the entry only the app's own code to run.
 */
async function startApp(entry: string) {
  const preloads = document.querySelector<HTMLTemplateElement>('template[data-app-preloads]');
  const libraries = new Map<string, string>();
  for (const link of preloads?.content.querySelectorAll('link[rel="modulepreload"]') ?? []) {
    const href = link.getAttribute('href') ?? '';
    const name = libraryChunkOf(href);
    if (name) libraries.set(name, href);
  }
  // The preloads first, so the entry's imports and the route modules are fetched side by side, not one level at a
  // time; a few per task, since each starts a fetch on the spot (~0.2 ms apiece here, four times that on a phone).
  const links = [...(preloads?.content.children ?? [])];
  for (let i = 0; i < links.length; i += PRELOADS_PER_TASK) {
    document.head.append(...links.slice(i, i + PRELOADS_PER_TASK));
    await nextTask();
  }
  try {
    // Each library after the one before it has run (library-chunks.ts gives the order).
    for (const name of LIBRARY_CHUNK_NAMES) {
      const href = libraries.get(name);
      if (!href) continue;
      await import(/* @vite-ignore */ href);
      await nextTask();
    }
  } catch {
    // A library that failed to load is loaded again by the entry, which reports it as a page that did not start.
  }
  await import(/* @vite-ignore */ entry);
}

// Pretendard's pieces are in the cache from an earlier visit: switch now, while the app is not running yet (styles/web-fonts.ts).
if (webFontsFetchedBefore()) loadWebFonts(document, 'now');

const entry = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
if (entry) afterMainPicture(() => void startApp(entry));
