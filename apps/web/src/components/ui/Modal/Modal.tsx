import { useId } from 'react';
import type { ReactNode, RefObject } from 'react';
import { cx } from '../../../lib/cx';
import { Dialog } from '../internal/Dialog';
import styles from './Modal.module.css';

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Heading; also the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  children?: ReactNode;
  /** Button row (use ModalActions-like layout: cancel then confirm). */
  actions?: ReactNode;
  closeOnOverlayClick?: boolean;
  closeOnEscape?: boolean;
  role?: 'dialog' | 'alertdialog';
  initialFocusRef?: RefObject<HTMLElement | null>;
  onExited?: () => void;
  className?: string;
}

/** Centred modal shell: 580 px wide (330 px minimum), overlay .55 with 3 px blur. */
export function Modal({
  isOpen,
  onClose,
  title,
  'aria-label': ariaLabel,
  children,
  actions,
  closeOnOverlayClick = true,
  closeOnEscape = true,
  role = 'dialog',
  initialFocusRef,
  onExited,
  className,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      variant="center"
      role={role}
      closeOnOverlayClick={closeOnOverlayClick}
      closeOnEscape={closeOnEscape}
      initialFocusRef={initialFocusRef}
      onExited={onExited}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      aria-describedby={children ? bodyId : undefined}
      panelClassName={cx(styles.panel, className)}
    >
      {title && (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      )}
      {children && (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </Dialog>
  );
}
