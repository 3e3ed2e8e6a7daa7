const ROOT = /<div id="root"><\/div>/;
/** Where the route's stylesheets go: before the first script or preload of the head, so they are fetched first. */
const FIRST_HEAD_FETCH = /<script\b|<link\b[^>]*\brel="modulepreload"|<\/head>/i;
const STYLESHEET = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>[ \t]*\n?/gi;

export interface PageParts {
  appHtml: string;
  stateScript: string;
  /** The route's <link rel="stylesheet">s. */
  styles: string;
  /** The route's <link rel="modulepreload">s. */
  preloads: string;
  /** The route modules' <script type="module">s. */
  scripts: string;
}

/**
 * A server-rendered page: the HTML the page would get anyway (index.html with the share-meta head tags), with
 * the rendered app inside #root and its state block right after it. The stylesheets (index.html's, then the
 * route's) go into the head ahead of the scripts (the first paint waits for them, the scripts do not); the
 * route's modulepreloads and module scripts follow the state block, so on a slow link they do not queue ahead
 * of the stylesheets. Returns null when the HTML has no empty #root (a changed index.html: sent as it is).
 */
export function composePage(html: string, parts: PageParts): string | null {
  const headEnd = html.search(/<\/head>/i);
  if (!ROOT.test(html) || headEnd < 0) return null;
  // index.html's own stylesheets move along, ahead of the route's: the cascade stays the browser-rendered one.
  const ownStyles: string[] = [];
  const head = html.slice(0, headEnd).replace(STYLESHEET, (tag) => {
    ownStyles.push(tag);
    return '';
  });
  const at = (head + '</head>').search(FIRST_HEAD_FETCH);
  const body = html.slice(headEnd);
  // Functions as replacements, so `$&` and friends in rendered text stay literal.
  return (head.slice(0, at) + ownStyles.join('') + parts.styles + head.slice(at) + body).replace(
    ROOT,
    () => `<div id="root">${parts.appHtml}</div>${parts.stateScript}${parts.preloads}${parts.scripts}`,
  );
}
