import { X } from 'lucide-react';
import { createContext, useContext, useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import { SHEET_CLOSE_MS } from '../../../styles/tokens';
import { Dialog } from '../internal/Dialog';
import styles from './BottomSheet.module.css';

interface SheetContextValue {
  titleId: string;
  onClose: () => void;
}

const SheetContext = createContext<SheetContextValue | null>(null);

function useSheet(part: string): SheetContextValue {
  const ctx = useContext(SheetContext);
  if (!ctx) throw new Error(`BottomSheet.${part} must be used inside <BottomSheet>.`);
  return ctx;
}

export interface BottomSheetProps {
  isOpen: boolean;
  onClose: () => void;
  /** Default true. */
  closeOnOverlayClick?: boolean;
  /** Default true. */
  closeOnEscape?: boolean;
  /** Accessible name when there is no BottomSheet.Header title. */
  'aria-label'?: string;
  /** Called after the 300 ms close animation, once unmounted. */
  onExited?: () => void;
  /** Default true. */
  showHandle?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Bottom sheet: at most 580 px wide, 20 px top radius, grab handle.
 * open -> closing (300 ms) -> unmounted. Compose with BottomSheet.Header / Content / Footer / Close.
 */
export function BottomSheet({
  isOpen,
  onClose,
  closeOnOverlayClick = true,
  closeOnEscape = true,
  'aria-label': ariaLabel,
  onExited,
  showHandle = true,
  className,
  children,
}: BottomSheetProps) {
  const titleId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      variant="sheet"
      exitMs={SHEET_CLOSE_MS}
      onExited={onExited}
      closeOnOverlayClick={closeOnOverlayClick}
      closeOnEscape={closeOnEscape}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : titleId}
      panelClassName={cx(styles.panel, className)}
    >
      <SheetContext.Provider value={{ titleId, onClose }}>
        {showHandle && <div className={styles.handle} aria-hidden="true" />}
        {children}
      </SheetContext.Provider>
    </Dialog>
  );
}

export interface BottomSheetHeaderProps {
  title?: ReactNode;
  /** Secondary line under the title. */
  description?: ReactNode;
  /** Shows a close (X) button. Default true. */
  showClose?: boolean;
  children?: ReactNode;
}

function Header({ title, description, showClose = true, children }: BottomSheetHeaderProps) {
  const { titleId } = useSheet('Header');
  return (
    <div className={styles.header}>
      <div className={styles.headerText}>
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {description && <p className={styles.description}>{description}</p>}
        {children}
      </div>
      {showClose && <Close />}
    </div>
  );
}

function Content({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles.content, className)}>{children}</div>;
}

function Footer({
  children,
  direction = 'row',
  className,
}: {
  children: ReactNode;
  /** 'row': equal-width buttons side by side (default); 'column': stacked. */
  direction?: 'row' | 'column';
  className?: string;
}) {
  return <div className={cx(styles.footer, direction === 'column' && styles.footerColumn, className)}>{children}</div>;
}

/** Icon button that asks the sheet to close. */
function Close({ label = '닫기', className }: { label?: string; className?: string }) {
  const { onClose } = useSheet('Close');
  return (
    <button type="button" className={cx(styles.close, className)} aria-label={label} onClick={onClose}>
      <X aria-hidden="true" size={24} />
    </button>
  );
}

BottomSheet.Header = Header;
BottomSheet.Content = Content;
BottomSheet.Footer = Footer;
BottomSheet.Close = Close;

export {
  Header as BottomSheetHeader,
  Content as BottomSheetContent,
  Footer as BottomSheetFooter,
  Close as BottomSheetClose,
};
