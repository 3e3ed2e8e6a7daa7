import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { inspectorPhotoKeys } from './keys';

/** Deletes one photo of an inspection (DELETE /inspection/photos/{photoId}). */
export const deleteInspectionPhotoMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ photoIdx }: { inspectionIdx: number; photoIdx: number }) => {
      await api.inspectorDeleteInspectionPhoto({ photoId: photoIdx });
    },
    onSuccess: (_, { inspectionIdx }) => queryClient.invalidateQueries({ queryKey: inspectorPhotoKeys.ofInspection(inspectionIdx) }),
  });

export function useDeleteInspectionPhoto() {
  return useMutation(deleteInspectionPhotoMutation(useQueryClient()));
}
