import { useEffect, useRef } from 'react';
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { cx } from '../../../lib/cx';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** sm 36 (44 touch area), md 48, lg 56 (bottom CTA). */
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the label for screen readers and blocks clicks. */
  loading?: boolean;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  leftIcon,
  rightIcon,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size={18} label={null} className={styles.spinner} /> : leftIcon}
      <span className={cx(styles.label, loading && styles.labelLoading)}>{children}</span>
      {!loading && rightIcon}
    </button>
  );
}

export interface BottomCTAProps {
  children: ReactNode;
  /** Fixed to the bottom of the viewport (default) or static at the end of the content. */
  fixed?: boolean;
  /** Small text above the buttons, e.g. a total. */
  caption?: ReactNode;
  className?: string;
}

/**
 * The screen's main action: full-width 56 px buttons at the bottom, above the safe area,
 * centred in the 580 px column. When fixed, a spacer keeps content from hiding underneath.
 */
export function BottomCTA({ children, fixed = true, caption, className }: BottomCTAProps) {
  const ref = useRef<HTMLDivElement>(null);
  useToastAboveCta(ref, fixed);
  return (
    <>
      {fixed && <div className={styles.ctaSpacer} aria-hidden="true" />}
      <div ref={ref} className={cx(styles.cta, fixed && styles.ctaFixed, className)}>
        {caption && <div className={styles.ctaCaption}>{caption}</div>}
        <div className={styles.ctaButtons}>{children}</div>
      </div>
    </>
  );
}

/** The CSS variable the toast region reads to stay above a fixed bottom action (Toast.tsx). */
export const CTA_HEIGHT_VAR = '--bottom-cta-height';

/**
 * While a fixed bottom action is on screen, publishes its height so toasts appear above it instead of
 * covering the button (on routes without the bottom bar the toast would otherwise sit 10 px from the edge).
 */
function useToastAboveCta(ref: RefObject<HTMLDivElement | null>, active: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(CTA_HEIGHT_VAR, `${el.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(CTA_HEIGHT_VAR);
    };
  }, [ref, active]);
}
