/**
 * The partner console's paths: everything under /partner, and /business/items (SPEC's partner item
 * management). The router loads the console's one lazy chunk for these (app/partner-entry.ts); the
 * partner-auth feature uses the same test for its `next` parameter.
 */
export function isConsolePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return (
    pathname === '/partner' ||
    pathname.startsWith('/partner/') ||
    pathname === '/business/items' ||
    pathname.startsWith('/business/items/')
  );
}
