import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_STATUSES } from '../live-status';
import { inspectionKeys } from './keys';

/** How often the live page asks for new records while the team works. */
export const LIVE_POLL_MS = 5_000;

/**
 * An inspection as recorded so far (GET /inspection/{id}/join/online), polled every few seconds while it can
 * still change; React Query pauses the polling while the tab is hidden.
 */
export const inspectionLiveQuery = (inspectionIdx: number) =>
  queryOptions({
    queryKey: inspectionKeys.live(inspectionIdx),
    queryFn: async () => (await api.getInspectionLive({ inspectionId: inspectionIdx })).data,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false; // a missing or someone else's inspection stays so
      const status = query.state.data?.status;
      return status === undefined || LIVE_STATUSES.includes(status) ? LIVE_POLL_MS : false;
    },
  });

export function useInspectionLive(inspectionIdx: number) {
  return useQuery(inspectionLiveQuery(inspectionIdx));
}
