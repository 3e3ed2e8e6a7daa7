const ROOT = /<div id="root"><\/div>/;

/**
 * A server-rendered page: the HTML the page would get anyway (index.html with the share-meta head tags), with
 * the rendered app inside #root, the state block right after it and the route's asset links before </head>.
 * Returns null when the HTML has no empty #root (a changed index.html: the page is sent as it is).
 */
export function composePage(html: string, parts: { appHtml: string; stateScript: string; headTags: string }): string | null {
  if (!ROOT.test(html) || !/<\/head>/i.test(html)) return null;
  // Functions as replacements, so `$&` and friends in rendered text stay literal.
  return html
    .replace(/<\/head>/i, () => `${parts.headTags}</head>`)
    .replace(ROOT, () => `<div id="root">${parts.appHtml}</div>${parts.stateScript}`);
}
