import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../lib/media';

export type PresenceState = 'open' | 'closing' | 'closed';

/**
 * open -> closing (exitMs, for the exit animation) -> closed (unmounted).
 * With reduced motion the exit is immediate (next tick).
 */
export function usePresence(open: boolean, exitMs: number, onExited?: () => void) {
  const [mounted, setMounted] = useState(open);
  const [prevOpen, setPrevOpen] = useState(open);

  if (open !== prevOpen) {
    setPrevOpen(open);
    if (open) setMounted(true);
  }

  useEffect(() => {
    if (open || !mounted) return undefined;
    const timer = setTimeout(
      () => {
        setMounted(false);
        onExited?.();
      },
      prefersReducedMotion() ? 0 : exitMs,
    );
    return () => clearTimeout(timer);
    // onExited is read when the timer fires; re-arming the timer for a new callback is not wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, mounted, exitMs]);

  const state: PresenceState = open ? 'open' : mounted ? 'closing' : 'closed';
  return { mounted: open || mounted, state };
}
