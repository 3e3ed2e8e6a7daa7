import { api } from '@ipju/api-client';
import { useMutation } from '@tanstack/react-query';

/**
 * The inspection's 050 안심번호 (GET /inspection/{inspectionId}/get_vn), asked when the inspector taps 전화하기
 * (opening a number is an action, not something to load with the page).
 */
export function useInspectionNumber(inspectionId: number) {
  return useMutation({ mutationFn: async () => (await api.inspectorGetInspectionVirtualNumber({ inspectionId })).data });
}
