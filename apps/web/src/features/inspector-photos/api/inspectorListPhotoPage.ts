import { api } from '@ipju/api-client';
import type { InspectionPhotoPage, InspectionType } from '@ipju/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { inspectorPhotoKeys } from './keys';

/** One measurement type's photos of an inspection, page by page (GET /inspection/photos/list). */
export const inspectionPhotoPagesQuery = (inspectionIdx: number, type: InspectionType) =>
  infiniteQueryOptions({
    queryKey: inspectorPhotoKeys.byType(inspectionIdx, type),
    queryFn: async ({ pageParam }): Promise<InspectionPhotoPage> =>
      (await api.inspectorListPhotoPage({ inspectionId: inspectionIdx, type, page: pageParam })).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });

export function useInspectionPhotoPages(inspectionIdx: number, type: InspectionType, enabled: boolean) {
  return useInfiniteQuery({ ...inspectionPhotoPagesQuery(inspectionIdx, type), enabled });
}
