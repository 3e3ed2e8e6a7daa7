/** Complex reports and pages are public aggregates: the same for everyone, so not under the user's keys. */
export const complexKeys = {
  all: ['complexes'] as const,
  report: (complexIdx: number) => [...complexKeys.all, 'report', complexIdx] as const,
  page: (slug: string) => [...complexKeys.all, 'page', slug] as const,
};
