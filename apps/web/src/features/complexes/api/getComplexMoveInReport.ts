import { api } from '@ipju/api-client';
import type { MoveInReport } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { complexKeys } from './keys';

/** The complex's move-in report (GET /complexes/{complexIdx}/move-in-report); the server reuses it for a minute. */
export const complexMoveInReportQuery = (complexIdx: number) =>
  queryOptions({
    queryKey: complexKeys.report(complexIdx),
    queryFn: async (): Promise<MoveInReport> => (await api.getComplexMoveInReport({ complexIdx })).data,
    staleTime: 60_000,
  });

export function useComplexMoveInReport(complexIdx: number | undefined) {
  return useQuery({ ...complexMoveInReportQuery(complexIdx ?? 0), enabled: complexIdx !== undefined && complexIdx > 0 });
}
