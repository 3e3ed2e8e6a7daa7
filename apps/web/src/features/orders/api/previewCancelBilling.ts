import { api } from '@ipju/api-client';
import type { CancelPreview } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from './keys';

/**
 * What cancelling these services would do (GET /billings/{merchantUid}/cancel-preview), computed by the
 * code the cancel runs; the cancel sheet shows its sentence before the resident confirms. Never stale.
 * `lineIdxs` undefined: every service that can be cancelled.
 */
export const cancelPreviewQuery = (merchantUid: string, lineIdxs: readonly number[] | undefined) =>
  queryOptions({
    queryKey: orderKeys.cancelPreview(merchantUid, lineIdxs),
    queryFn: async (): Promise<CancelPreview> =>
      (await api.previewCancelBilling({ merchantUid, ...(lineIdxs ? { lineIdxs: [...lineIdxs] } : {}) })).data,
    staleTime: 0,
  });

export function useCancelPreview(merchantUid: string, lineIdxs: readonly number[] | undefined, enabled: boolean) {
  return useQuery({ ...cancelPreviewQuery(merchantUid, lineIdxs), enabled });
}
