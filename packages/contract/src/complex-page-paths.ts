/**
 * The complex pages' paths and the k-anonymity threshold of their figures, apart from the schemas in
 * complexes.ts: the web app's entry route table reads the paths, and a module with zod schemas would bring zod
 * (25 KB gzip) onto every page's first download.
 */

/**
 * The fewest households a figure of a complex may be computed from (k-anonymity). With fewer, a neighbour
 * could tell who booked what and paid how much; the figure is left out (null) and the screen says
 * "아직 집계 중이에요". Used by every count, average, share and finding of the report and the pages.
 */
export const MIN_HOUSEHOLDS_SHOWN = 5;

/** The pages with a fixed path (SPEC section 2) by slug; any other complex's page is /complexes/{slug}. */
export const COMPLEX_PAGE_PATHS: Readonly<Record<string, string>> = {
  'jamsil-raemian-ipark': '/jamsil-raemian-ipark-intro',
  'jamsil-leel': '/jamsil-leel-intro',
  oneperla: '/oneperla',
};

/** The page path of a complex's slug. */
export const complexPagePath = (slug: string): string => COMPLEX_PAGE_PATHS[slug] ?? `/complexes/${slug}`;
