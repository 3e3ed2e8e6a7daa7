import { Heart } from 'lucide-react';
import { formatNumber } from '../../../lib/format';
import styles from './LikeButton.module.css';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** What is liked, for screen readers: 질문 or 답변. */
  what: string;
  onToggle: () => void;
  /** My own question: the count shows, the button does not (the server refuses liking your own). */
  readOnly?: boolean;
  size?: 'md' | 'sm';
}

/** 좋아요 with its count: a pressed toggle, or a plain count on my own question. */
export function LikeButton({ liked, count, what, onToggle, readOnly = false, size = 'md' }: LikeButtonProps) {
  if (readOnly) {
    return (
      <span className={styles.button} data-size={size} data-readonly aria-label={`${what} 좋아요 ${count}개`}>
        <Heart size={size === 'sm' ? 15 : 18} aria-hidden="true" />
        <span aria-hidden="true">{formatNumber(count)}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      className={styles.button}
      data-size={size}
      aria-pressed={liked}
      aria-label={`${what} 좋아요 ${count}개`}
      onClick={onToggle}
    >
      <Heart size={size === 'sm' ? 15 : 18} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
      <span aria-hidden="true">좋아요 {formatNumber(count)}</span>
    </button>
  );
}
