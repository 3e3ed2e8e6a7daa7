import type { Location } from 'react-router';

/**
 * The key `<ScrollRestoration getKey>` saves a page's scroll position under. React Router's default is the history
 * entry's key, but every page opened by a full load (a link from a text message, a typed address) starts with the
 * same key, 'default': the second one opened in a tab was scrolled to where the first was left. Such an entry is
 * keyed by its path instead, so a reload still comes back to the same place.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
