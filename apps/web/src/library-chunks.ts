/**
 * The library chunks under every page, in the order boot.ts runs them (docs/RENDERING.md "Paint first, then
 * hydrate"). vite.config.ts builds one chunk per name (`<name>-<hash>.js`) and boot.ts finds them among the
 * page's preloads by the same names: one list, so a chunk added here is both built and run in order.
 */
export const LIBRARY_CHUNK_NAMES = ['lib-react', 'lib-react-dom', 'lib-router', 'lib-query'] as const;

export type LibraryChunkName = (typeof LIBRARY_CHUNK_NAMES)[number];

/** Longest name first: `lib-react-dom-…` also starts with `lib-react-`. */
const NAMES_LONGEST_FIRST = [...LIBRARY_CHUNK_NAMES].sort((a, b) => b.length - a.length);

/** The library chunk a built file's address belongs to (`/assets/lib-router-AbC123de.js`), or null. */
export function libraryChunkOf(href: string): LibraryChunkName | null {
  const file = href.slice(href.lastIndexOf('/') + 1);
  return NAMES_LONGEST_FIRST.find((name) => file.startsWith(`${name}-`) && file.endsWith('.js')) ?? null;
}
