import { api } from '@ipju/api-client';
import type { InspectionPhoto } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectorPhotoKeys } from './keys';

/** Every photo of an inspection, newest first (GET /inspection/{inspectionId}/photos). */
export const inspectionPhotosQuery = (inspectionIdx: number) =>
  queryOptions({
    queryKey: inspectorPhotoKeys.list(inspectionIdx),
    queryFn: async (): Promise<InspectionPhoto[]> => (await api.inspectorListInspectionPhotos({ inspectionId: inspectionIdx })).data.photos,
  });

export function useInspectionPhotos(inspectionIdx: number) {
  return useQuery(inspectionPhotosQuery(inspectionIdx));
}
