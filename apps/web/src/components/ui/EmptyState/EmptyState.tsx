import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';
import { cx } from '../../../lib/cx';

export interface EmptyStateProps {
  /** What would be here, e.g. '아직 받은 쿠폰이 없어요'. */
  title: ReactNode;
  description?: ReactNode;
  /** lucide icon element; default Inbox. */
  icon?: ReactNode;
  /** The next step, usually a <Button>. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <Inbox size={40} strokeWidth={1.5} />}
      </span>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
