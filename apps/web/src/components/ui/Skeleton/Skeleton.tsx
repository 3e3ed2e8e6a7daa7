import type { CSSProperties, ReactNode } from 'react';
import styles from './Skeleton.module.css';
import { cx } from '../../../lib/cx';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  /** px or CSS value. Default 8. */
  radius?: number | string;
  circle?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** Placeholder block in the final shape of the content. Hidden from screen readers. */
export function Skeleton({ width = '100%', height = 16, radius = 8, circle = false, className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={cx(styles.skeleton, className)}
      style={{ width, height: circle ? width : height, borderRadius: circle ? '50%' : radius, ...style }}
    />
  );
}

/** Lines of text; the last one shorter. */
export function SkeletonText({ lines = 3, lineHeight = 14, gap = 8 }: { lines?: number; lineHeight?: number; gap?: number }) {
  return (
    <span className={styles.text} style={{ gap }} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={lineHeight} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/**
 * Wraps skeletons of a loading region: announces '불러오는 중이에요' once and marks the region busy.
 */
export function SkeletonGroup({
  children,
  label = '불러오는 중이에요',
  className,
}: {
  children: ReactNode;
  label?: string;
  className?: string;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
