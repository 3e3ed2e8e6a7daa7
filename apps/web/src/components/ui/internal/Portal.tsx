import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * Renders into document.body (modals, sheets, toasts). Nothing on the server, and nothing while a
 * server-rendered page hydrates (the server snapshot), so the markup matches; the portal follows at once.
 */
export function Portal({ children }: { children: ReactNode }) {
  const canPortal = useSyncExternalStore(noSubscription, inBrowser, onServer);
  if (!canPortal || typeof document === 'undefined') return null;
  return createPortal(children, document.body);
}
