const ROOT = /<div id="root"><\/div>/;
/** Where the route's stylesheets go: before the first script or preload of the head, so they are fetched first. */
const FIRST_HEAD_FETCH = /<script\b|<link\b[^>]*\brel="modulepreload"|<\/head>/i;
const STYLESHEET = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>[ \t]*\n?/gi;
const HREF = /\bhref="([^"]+)"/i;
const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/i;
const MODULE_PRELOAD = /[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*>[ \t]*\n?/gi;
/** React's own preload of an image the page loads first (fetchpriority high: the LCP image), emitted in #root. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/?>/g;

/** The stylesheets index.html links in its head, in order (the page's styles start with them). */
export function headStylesheets(html: string): string[] {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd < 0 ? '' : html.slice(0, headEnd);
  return [...head.matchAll(STYLESHEET)].map((m) => HREF.exec(m[0])?.[1]).filter((href): href is string => href !== undefined);
}

export interface PageParts {
  appHtml: string;
  stateScript: string;
  /**
   * Every stylesheet of the page (index.html's, then the route's), inlined (inline-styles.ts): it replaces
   * index.html's stylesheet links.
   */
  styles: string;
  /** The route's <link rel="modulepreload">s. */
  preloads: string;
  /**
   * The built boot script (apps/web src/boot.ts), when there is one: it takes the place of index.html's entry
   * script and starts the entry after the first paint; the entry and index.html's modulepreloads are then
   * preloaded after the state block, fetched but not run.
   */
  boot?: string | null;
}

/**
 * A server-rendered page: the HTML the page would get anyway (index.html with the share-meta head tags), with
 * the rendered app inside #root and its state block right after it. The styles replace index.html's
 * stylesheet links, ahead of the scripts (the first paint waits for them, the scripts do not), followed by a
 * copy of React's preload of the first image (it sits in #root, behind every head request; on HTTP/1.1's six
 * connections per host the LCP image would otherwise queue behind the scripts). With a boot script (parts.boot),
 * index.html's entry script becomes the boot script, and the entry with every modulepreload waits, inert, in a
 * <template> after the state block: the boot script fetches them once the page's main picture is painted. Returns null when the HTML has no empty #root (a changed index.html:
 * sent as it is).
 */
export function composePage(html: string, parts: PageParts): string | null {
  const headEnd = html.search(/<\/head>/i);
  if (!ROOT.test(html) || headEnd < 0) return null;
  // index.html's own stylesheets are part of parts.styles, ahead of the route's: the cascade stays the browser-rendered one.
  let head = html.slice(0, headEnd).replace(STYLESHEET, '');
  let entryPreloads = '';
  const entry = parts.boot ? ENTRY_SCRIPT.exec(head) : null;
  if (parts.boot && entry) {
    const entryUrl = entry[1]!;
    head = head.replace(entry[0], () => `<script type="module" crossorigin src="${parts.boot}" data-app="${entryUrl}"></script>`);
    entryPreloads = `<link rel="modulepreload" crossorigin href="${entryUrl}">`;
    head = head.replace(MODULE_PRELOAD, (tag) => {
      entryPreloads += tag.trim();
      return '';
    });
  }
  const at = (head + '</head>').search(FIRST_HEAD_FETCH);
  const body = html.slice(headEnd);
  const imagePreloads = (parts.appHtml.match(IMAGE_PRELOAD) ?? []).slice(0, 1).join('');
  // Functions as replacements, so `$&` and friends in rendered text stay literal.
  // With the boot script the preloads stay inert in a <template> (a browser fetches nothing inside one) until
  // the boot script puts them in the head, after the main picture: fetched earlier, on a mobile network, the
  // scripts would share its bandwidth.
  const preloads = parts.boot && entry ? `<template data-app-preloads>${entryPreloads}${parts.preloads}</template>` : parts.preloads;
  return (head.slice(0, at) + parts.styles + imagePreloads + head.slice(at) + body).replace(
    ROOT,
    () => `<div id="root">${parts.appHtml}</div>${parts.stateScript}${preloads}`,
  );
}
