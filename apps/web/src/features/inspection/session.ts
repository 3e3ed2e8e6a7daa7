import { useEffect } from 'react';

/** SPEC section 3's session key: the inspection the resident is following (read by the native app). */
export const INSPECTION_SESSION_KEY = 'inspection_id';

/** Keeps `inspection_id` in session storage while a page about that inspection is open. */
export function useInspectionSessionKey(inspectionIdx: number | null | undefined): void {
  useEffect(() => {
    if (inspectionIdx == null) return;
    try {
      window.sessionStorage.setItem(INSPECTION_SESSION_KEY, String(inspectionIdx));
    } catch {
      // Storage refused (private mode): the page works without it.
    }
  }, [inspectionIdx]);
}
