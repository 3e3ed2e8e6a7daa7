import { api } from '@ipju/api-client';
import type { InspectionTask, InspectionType } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { persistedQuery } from '../../../lib/query-client';
import { taskKeys } from './keys';

/** A type's recorded tasks (GET /inspection/{id}/{type}/tasks), kept on the phone for a visit without signal. */
export const tasksQuery = (inspectionIdx: number, type: InspectionType) =>
  queryOptions({
    queryKey: taskKeys.list(inspectionIdx, type),
    queryFn: async (): Promise<InspectionTask[]> => (await api.inspectorListTasks({ inspectionId: inspectionIdx, type })).data.tasks,
    staleTime: 0,
    ...persistedQuery,
  });

export function useTasks(inspectionIdx: number, type: InspectionType) {
  return useQuery(tasksQuery(inspectionIdx, type));
}
