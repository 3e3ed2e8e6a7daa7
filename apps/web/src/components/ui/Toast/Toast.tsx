import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { BOTTOM_NAV_HEIGHT, TOAST_BASE_OFFSET, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '../../../styles/tokens';
import { DIALOG_CLEARANCE_VAR } from '../internal/dialog-clearance';
import { Portal } from '../internal/Portal';
import styles from './Toast.module.css';

export interface ToastOptions {
  message: ReactNode;
  /** Shown when onAction is given. Default '이동'. */
  actionLabel?: string;
  onAction?: () => void;
  /** Full-opacity time in ms. Default 3000. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast (replacing the current one) and returns its id. */
  show: (options: ToastOptions | string) => number;
  /** Fades out one toast, or all. */
  dismiss: (id?: number) => void;
}

interface ToastItem extends ToastOptions {
  id: number;
  phase: 'visible' | 'hiding';
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider>.');
  return ctx;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /**
   * Distance from the bottom edge in px (the safe-area inset is added). The shell computes it with
   * toastBottomOffset() from lib/routes. Default 72 (10 + bottom bar 62).
   */
  bottomOffset?: number;
}

/**
 * The region's distance from the bottom of the screen: the shell's offset (SPEC: 10 px, plus the 62 px bar where
 * it shows) above the safe area; above a fixed bottom action when one is on screen (BottomCTA publishes its
 * height); above an open sheet or modal (the dialog layer publishes how far up it reaches), so a toast never
 * covers the buttons of what is open. A panel too tall to leave room above it puts the toast at the top of the
 * screen (over the panel's title, not its buttons).
 */
function regionBottom(bottomOffset: number): string {
  const lifted = `max(calc(${bottomOffset}px + var(--safe-bottom, 0px)), calc(var(--bottom-cta-height, 0px) + 8px), calc(var(${DIALOG_CLEARANCE_VAR}, 0px) + 8px))`;
  return `min(${lifted}, calc(100% - var(--safe-top, 0px) - ${TOAST_TOP_ROOM}px))`;
}

/** Room a toast needs under the top edge when it is lifted that far: one or two lines and a margin. */
const TOAST_TOP_ROOM = 80;

/**
 * Toasts (SPEC section 4): full opacity for `duration` (3000 ms), then fade, removed 500 ms later.
 * A new toast replaces the visible one.
 */
export function ToastProvider({ children, bottomOffset = TOAST_BASE_OFFSET + BOTTOM_NAV_HEIGHT }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  // Mirror of the list so callbacks can read it without side effects inside state updaters.
  const listRef = useRef<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const update = useCallback((fn: (list: ToastItem[]) => ToastItem[]) => {
    listRef.current = fn(listRef.current);
    setToasts(listRef.current);
  }, []);

  const setTimer = (id: number, timer: ReturnType<typeof setTimeout> | null) => {
    const previous = timers.current.get(id);
    if (previous !== undefined) clearTimeout(previous);
    if (timer === null) timers.current.delete(id);
    else timers.current.set(id, timer);
  };

  const hide = useCallback(
    (id: number) => {
      const item = listRef.current.find((t) => t.id === id);
      if (!item || item.phase === 'hiding') return;
      update((list) => list.map((t) => (t.id === id ? { ...t, phase: 'hiding' } : t)));
      setTimer(
        id,
        setTimeout(() => {
          setTimer(id, null);
          update((list) => list.filter((t) => t.id !== id));
        }, TOAST_REMOVE_DELAY_MS),
      );
    },
    [update],
  );

  const dismiss = useCallback(
    (id?: number) => {
      for (const t of listRef.current) if (id === undefined || t.id === id) hide(t.id);
    },
    [hide],
  );

  const show = useCallback(
    (input: ToastOptions | string) => {
      const options: ToastOptions = typeof input === 'string' ? { message: input } : input;
      dismiss();
      const id = nextId.current++;
      update((list) => [...list, { ...options, id, phase: 'visible' }]);
      setTimer(id, setTimeout(() => hide(id), options.duration ?? TOAST_DURATION_MS));
      return id;
    },
    [dismiss, hide, update],
  );

  useEffect(() => {
    const map = timers.current;
    return () => {
      map.forEach((timer) => clearTimeout(timer));
      map.clear();
    };
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Portal>
        <div
          className={styles.region}
          style={{ bottom: regionBottom(bottomOffset) }}
          data-testid="toast-region"
          data-bottom-offset={bottomOffset}
        >
          <div role="status" aria-live="polite" aria-atomic="true" className={styles.live}>
            {toasts.map((toast) => (
              <div key={toast.id} className={styles.toast} data-phase={toast.phase}>
                <span className={styles.message}>{toast.message}</span>
                {toast.onAction && (
                  <button
                    type="button"
                    className={styles.action}
                    onClick={() => {
                      toast.onAction?.();
                      hide(toast.id);
                    }}
                  >
                    {toast.actionLabel ?? '이동'}
                  </button>
                )}
              </div>
            ))}
          </div>
        </div>
      </Portal>
    </ToastContext.Provider>
  );
}
