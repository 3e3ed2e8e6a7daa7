import { X } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import { Dialog } from '../internal/Dialog';
import styles from './FullScreenModal.module.css';

export interface FullScreenModalProps {
  isOpen: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Accessible name when there is no title. */
  'aria-label'?: string;
  /** Black background, white text (image viewer, video). */
  dark?: boolean;
  hideCloseButton?: boolean;
  /** Extra header content on the left (e.g. a counter). */
  headerStart?: ReactNode;
  /** Default true. */
  closeOnEscape?: boolean;
  onExited?: () => void;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}

export function FullScreenModal({
  isOpen,
  onClose,
  title,
  'aria-label': ariaLabel,
  dark = false,
  hideCloseButton = false,
  headerStart,
  closeOnEscape = true,
  onExited,
  className,
  bodyClassName,
  children,
}: FullScreenModalProps) {
  const titleId = useId();
  const hasHeader = Boolean(title || headerStart || !hideCloseButton);
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      variant="fullscreen"
      dark={dark}
      closeOnOverlayClick={false}
      closeOnEscape={closeOnEscape}
      onExited={onExited}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      panelClassName={cx(styles.panel, dark && styles.dark, className)}
    >
      {hasHeader && (
        <div className={styles.header}>
          <div className={styles.start}>{headerStart}</div>
          {title && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          <div className={styles.end}>
            {!hideCloseButton && (
              <button type="button" className={styles.close} aria-label="닫기" onClick={onClose}>
                <X aria-hidden="true" size={24} />
              </button>
            )}
          </div>
        </div>
      )}
      <div className={cx(styles.body, bodyClassName)}>{children}</div>
    </Dialog>
  );
}
