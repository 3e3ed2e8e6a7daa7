import { ArrowUp, MessageCircle } from 'lucide-react';
import { CHAT_CHANNEL_URL } from '../../lib/config';
import { prefersReducedMotion } from '../../lib/media';
import styles from './FloatingActions.module.css';

export interface FloatingActionsProps {
  /** Scroll-to-top button (wide screens, after scrolling). */
  showScrollTop: boolean;
  /** Chat button (wide screens, or the home page). */
  showChat: boolean;
  /** Distance from the bottom edge so the buttons clear the bottom bar. */
  bottom: number;
}

export function FloatingActions({ showScrollTop, showChat, bottom }: FloatingActionsProps) {
  if (!showScrollTop && !showChat) return null;
  return (
    <div className={styles.stack} style={{ bottom: `calc(${bottom}px + var(--safe-bottom))` }}>
      {showScrollTop && (
        <button
          type="button"
          className={`${styles.button} ${styles.top}`}
          aria-label="맨 위로"
          onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
        >
          <ArrowUp aria-hidden="true" size={22} />
        </button>
      )}
      {showChat && (
        <a
          className={`${styles.button} ${styles.chat}`}
          href={CHAT_CHANNEL_URL}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="카카오톡으로 상담하기"
        >
          <MessageCircle aria-hidden="true" size={24} />
        </a>
      )}
    </div>
  );
}
