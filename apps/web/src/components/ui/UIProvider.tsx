import type { ReactNode } from 'react';
import { ModalProvider } from './ModalHost/ModalHost';
import { ToastProvider } from './Toast/Toast';

export interface UIProviderProps {
  children?: ReactNode;
  /** Toast distance from the bottom; compute with toastBottomOffset() from lib/routes. */
  toastBottomOffset?: number;
}

/** Toasts and the modal queue in one provider. Place it inside the router. */
export function UIProvider({ children, toastBottomOffset }: UIProviderProps) {
  return (
    <ToastProvider bottomOffset={toastBottomOffset}>
      <ModalProvider>{children}</ModalProvider>
    </ToastProvider>
  );
}
