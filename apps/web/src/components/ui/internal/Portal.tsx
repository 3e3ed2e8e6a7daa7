import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Renders into document.body (modals, sheets, toasts). */
export function Portal({ children }: { children: ReactNode }) {
  if (typeof document === 'undefined') return null;
  return createPortal(children, document.body);
}
