import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './PageHeader.module.css';
import { useGoBack } from './useGoBack';

export interface PageHeaderProps {
  /** Page title, centred. Also the document title unless documentTitle is given. */
  title?: ReactNode;
  /** Shows the back button (default true unless `logo`). */
  back?: boolean;
  /** Where back goes when there is no history entry to return to. Default '/'. */
  backFallback?: string;
  /** The ipju logo linking home instead of a title (home page). */
  logo?: boolean;
  /** Content on the right, e.g. an icon button. */
  right?: ReactNode;
  /** Sets document.title to `${documentTitle} | 입주`. */
  documentTitle?: string;
  /** Transparent over a hero image. */
  transparent?: boolean;
}

/** The shell's 60 px page header: back button + title, or the logo on the home page. */
export function PageHeader({
  title,
  back,
  backFallback = '/',
  logo = false,
  right,
  documentTitle,
  transparent = false,
}: PageHeaderProps) {
  const goBack = useGoBack(backFallback);
  const showBack = back ?? !logo;
  const pageTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  return (
    <header className={styles.header} data-transparent={transparent || undefined}>
      {pageTitle && <title>{`${pageTitle} | 입주`}</title>}
      <div className={styles.side}>
        {showBack && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label="뒤로 가기"
            onClick={goBack}
          >
            <ChevronLeft aria-hidden="true" size={28} />
          </button>
        )}
        {logo && (
          <Link to="/" className={styles.logo} aria-label="입주 홈">
            <Logo />
          </Link>
        )}
      </div>
      {title && !logo && <h1 className={styles.title}>{title}</h1>}
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}

/** Wordmark: a house mark and 입주. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <span className={styles.wordmark}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--color-brand)" />
        <path d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1v-8.5Z" fill="#fff" />
      </svg>
      <span>입주</span>
    </span>
  );
}
