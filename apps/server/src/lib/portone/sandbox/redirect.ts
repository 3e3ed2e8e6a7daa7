/**
 * Where the checkout may send the browser back (m_redirect_url): only this site. A path must start with
 * exactly one slash; an absolute URL must be one of `ownOrigins`. Anything else would make the sandbox
 * an open redirect. Returns the target to redirect to, or null.
 */
export function sameOriginTarget(target: string, ownOrigins: readonly string[]): string | null {
  // Browsers treat a backslash as a slash and drop tabs and newlines: "/\evil.example" is off-site.
  if ([...target].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  if (/^\/(?!\/)/.test(target)) return target;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !ownOrigins.includes(url.origin)) return null;
  // Keep it absolute: a normalised path alone could start with "//" and leave the site.
  return url.href;
}

/** Appends query parameters before any #fragment, without re-parsing (and re-normalising) the target. */
export function withQuery(target: string, params: Record<string, string>): string {
  const hashAt = target.indexOf('#');
  const head = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const hash = hashAt >= 0 ? target.slice(hashAt) : '';
  const query = new URLSearchParams(params).toString();
  const separator = head.includes('?') ? (head.endsWith('?') || head.endsWith('&') ? '' : '&') : '?';
  return `${head}${separator}${query}${hash}`;
}
