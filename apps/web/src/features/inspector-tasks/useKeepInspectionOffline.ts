import { INSPECTION_TYPES } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { standardQuery } from './api/inspectorGetInspectionStandard';
import { tasksQuery } from './api/inspectorListTasks';

/** Tasks read this recently are not read again just to keep them offline (their screen still reads them). */
const RECENT_ENOUGH_MS = 60 * 1000;

/**
 * While one of an inspection's screens is open with a connection, reads every type's tasks and standards
 * into the offline cache (both are persisted queries): an inspector who opened the inspection at the door
 * can reload and open any type's screen in a basement with no signal, not only the ones already visited
 * (docs/INSPECTION.md "Opening offline"). Mounted by the signed-in console shell.
 */
export function useKeepInspectionOffline(inspectionIdx: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (inspectionIdx === null || !Number.isInteger(inspectionIdx) || !navigator.onLine) return;
    let left = false;
    // One read at a time, in the background: ten reads at once took every connection the browser opens to
    // the server, and the screen's own reads (the inspection, which arrives after its page's code) waited
    // behind them with a blank page on a slow network.
    void (async () => {
      for (const type of INSPECTION_TYPES) {
        if (left) return;
        // prefetchQuery never throws: a failed read leaves the screen to read it (and show why) itself.
        await queryClient.prefetchQuery({ ...tasksQuery(inspectionIdx, type), staleTime: RECENT_ENOUGH_MS });
        if (left) return;
        await queryClient.prefetchQuery(standardQuery(inspectionIdx, type));
      }
    })();
    return () => {
      left = true;
    };
  }, [inspectionIdx, queryClient]);
}
