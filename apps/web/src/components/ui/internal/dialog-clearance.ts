import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * The CSS variable the toast region reads to stay clear of an open sheet or modal (Toast.tsx): px from the bottom
 * of the screen to the top of the highest open panel. Unset while none is open.
 */
export const DIALOG_CLEARANCE_VAR = '--dialog-clearance';

const open = new Map<symbol, number>();

function publish() {
  const root = document.documentElement;
  if (open.size === 0) root.style.removeProperty(DIALOG_CLEARANCE_VAR);
  else root.style.setProperty(DIALOG_CLEARANCE_VAR, `${Math.max(...open.values())}px`);
}

/**
 * While `active`, publishes how far up the screen the panel reaches, so a toast shown meanwhile (a welcome after
 * sign-up while the date picker opens) sits above the panel instead of over its buttons. Measured from layout
 * (offsetTop in the full-screen layer), so the panel's entrance animation does not count; again when the panel
 * or the screen changes size (the date picker's time step is taller than its calendar).
 */
export function useDialogClearance(panelRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const panel = panelRef.current;
    const layer = panel?.parentElement;
    if (!active || !panel || !layer) return undefined;
    const id = Symbol('dialog');
    const measure = () => {
      open.set(id, Math.max(0, layer.clientHeight - panel.offsetTop));
      publish();
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(panel);
    observer?.observe(layer);
    return () => {
      observer?.disconnect();
      open.delete(id);
      publish();
    };
  }, [panelRef, active]);
}
