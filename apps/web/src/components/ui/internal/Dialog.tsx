import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { CSSProperties, KeyboardEvent as ReactKeyboardEvent, ReactNode, RefObject } from 'react';
import { cx } from '../../../lib/cx';
import { useScrollLock } from '../../../lib/scroll-lock';
import { ANIMATION_MS } from '../../../styles/tokens';
import { useDialogClearance } from './dialog-clearance';
import { trapTab } from './focus';
import { isTopLayer, pushLayer, removeLayer } from './layer-stack';
import { Portal } from './Portal';
import { usePresence } from './usePresence';
import styles from './Dialog.module.css';

export type DialogVariant = 'center' | 'sheet' | 'fullscreen';

export interface DialogProps {
  isOpen: boolean;
  /** Asked to close (Escape, overlay click). The owner sets isOpen to false. */
  onClose?: () => void;
  variant?: DialogVariant;
  /** Default true. */
  closeOnOverlayClick?: boolean;
  /** Default true. */
  closeOnEscape?: boolean;
  /** Length of the exit animation before unmounting. Default 250 ms. */
  exitMs?: number;
  /** Called once the exit animation ended and the dialog unmounted. */
  onExited?: () => void;
  role?: 'dialog' | 'alertdialog';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Focused on open; defaults to the first [data-autofocus] element, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  dark?: boolean;
  panelClassName?: string;
  panelStyle?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The shared overlay layer for every modal and sheet: portal into document.body, scroll lock,
 * overlay (opacity .55, blur 3 px), Escape for the top-most dialog, focus trap and restore,
 * open -> closing -> unmounted.
 */
export function Dialog({
  isOpen,
  onClose,
  variant = 'center',
  closeOnOverlayClick = true,
  closeOnEscape = true,
  exitMs = ANIMATION_MS,
  onExited,
  role = 'dialog',
  initialFocusRef,
  dark = false,
  panelClassName,
  panelStyle,
  children,
  ...aria
}: DialogProps) {
  const { mounted, state } = usePresence(isOpen, exitMs, onExited);
  useScrollLock(mounted);
  if (!mounted) return null;
  return (
    <Portal>
      <DialogLayer
        state={state}
        onClose={onClose}
        variant={variant}
        closeOnOverlayClick={closeOnOverlayClick}
        closeOnEscape={closeOnEscape}
        role={role}
        initialFocusRef={initialFocusRef}
        dark={dark}
        panelClassName={panelClassName}
        panelStyle={panelStyle}
        {...aria}
      >
        {children}
      </DialogLayer>
    </Portal>
  );
}

interface LayerProps extends Omit<DialogProps, 'isOpen' | 'exitMs' | 'onExited'> {
  state: 'open' | 'closing' | 'closed';
}

function DialogLayer({
  state,
  onClose,
  variant,
  closeOnOverlayClick,
  closeOnEscape,
  role,
  initialFocusRef,
  dark,
  panelClassName,
  panelStyle,
  children,
  'data-testid': testId,
  ...aria
}: LayerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const layerId = useRef(Symbol('dialog')).current;
  const fallbackId = useId();
  const open = state === 'open';
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Toasts shown while it is open keep clear of it; a full-screen one leaves no room, so they stay where they are.
  useDialogClearance(panelRef, open && variant !== 'fullscreen');

  // Escape closes the top-most open dialog only.
  useEffect(() => {
    if (!open) return undefined;
    pushLayer(layerId);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTopLayer(layerId)) return;
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (closeOnEscape) onCloseRef.current?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      removeLayer(layerId);
    };
  }, [open, closeOnEscape, layerId]);

  // Move focus in on mount; give it back as soon as closing starts (or on unmount).
  const previousFocus = useRef<HTMLElement | null>(null);
  const restoreFocus = () => {
    const previous = previousFocus.current;
    previousFocus.current = null;
    if (previous && document.contains(previous)) previous.focus({ preventScroll: true });
  };

  useEffect(() => {
    previousFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target =
      initialFocusRef?.current ?? panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel ?? null;
    target?.focus({ preventScroll: true });
    return restoreFocus;
    // Mount/unmount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!open) restoreFocus();
  }, [open]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (panelRef.current) trapTab(event, panelRef.current);
  };

  return (
    <div
      className={cx(styles.root, styles[variant ?? 'center'])}
      data-state={state}
      data-variant={variant}
      data-dark={dark ? 'true' : undefined}
      // A closing dialog is on its way out: not interactive, not announced.
      inert={!open}
      aria-hidden={open ? undefined : true}
    >
      <div
        className={styles.overlay}
        aria-hidden="true"
        data-testid="dialog-overlay"
        onClick={() => {
          if (open && closeOnOverlayClick) onClose?.();
        }}
      />
      <div
        ref={panelRef}
        id={fallbackId}
        role={role}
        aria-modal="true"
        tabIndex={-1}
        className={cx(styles.panel, panelClassName)}
        style={panelStyle}
        onKeyDown={onKeyDown}
        data-testid={testId}
        {...aria}
      >
        {children}
      </div>
    </div>
  );
}
