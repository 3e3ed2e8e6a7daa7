import { SURVEY_RATING_LABELS } from '@ipju/contract';
import { Star } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import styles from './SurveyQuestionField.module.css';

export interface RatingStarsProps {
  value: number | null;
  onChange: (value: number) => void;
  /** The question, read to screen readers as the group's name. */
  label: string;
}

/** Five large stars (radio group) with what the chosen score means under them. */
export function RatingStars({ value, onChange, label }: RatingStarsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowUp' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    onChange(Math.min(5, Math.max(1, (value ?? 0) + step)));
  };
  return (
    <div className={styles.rating}>
      <div role="radiogroup" aria-label={label} className={styles.stars} onKeyDown={onKeyDown}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={`${n}점 ${SURVEY_RATING_LABELS[n]}`}
            tabIndex={value === n || (value === null && n === 1) ? 0 : -1}
            className={styles.star}
            data-on={value !== null && n <= value ? '' : undefined}
            onClick={() => onChange(n)}
          >
            <Star size={40} strokeWidth={1.5} aria-hidden="true" />
          </button>
        ))}
      </div>
      <p className={styles.ratingLabel} aria-live="polite">
        {value ? `${value}점 · ${SURVEY_RATING_LABELS[value]}` : '별을 눌러 점수를 매겨 주세요'}
      </p>
    </div>
  );
}
