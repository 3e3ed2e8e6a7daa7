import { api } from '@ipju/api-client';
import type { ComplexPage } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { complexKeys } from './keys';

/** A complex's own page (GET /complexes/by-slug/{slug}). */
export const complexPageQuery = (slug: string) =>
  queryOptions({
    queryKey: complexKeys.page(slug),
    queryFn: async (): Promise<ComplexPage> => (await api.getComplexPage({ slug })).data,
    staleTime: 60_000,
  });

export function useComplexPage(slug: string) {
  return useQuery(complexPageQuery(slug));
}
