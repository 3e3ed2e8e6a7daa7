import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx';
import styles from './LinkBanner.module.css';

/** A tinted card that leads to another part of the app: an icon, a title, one line on what is there, a chevron. */
export function LinkBanner({ to, icon, title, sub, className }: { to: string; icon: ReactNode; title: string; sub: string; className?: string }) {
  return (
    <Link to={to} className={cx(styles.banner, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.sub}>{sub}</span>
      </span>
      <ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
    </Link>
  );
}
