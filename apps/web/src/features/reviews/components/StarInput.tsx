import { Star } from 'lucide-react';
import { useId } from 'react';
import styles from './StarInput.module.css';

export const RATING_WORDS: Record<number, string> = {
  1: '별로예요',
  2: '그저 그래요',
  3: '괜찮아요',
  4: '좋아요',
  5: '최고예요',
};

export const ratingLabel = (n: number) => `${n}점: ${RATING_WORDS[n] ?? ''}`;

/**
 * The star rating as a radio group: 44 px stars, each with its own label ("4점: 좋아요"), arrow keys move
 * between them like any radio group. The chosen word shows under the stars.
 */
export function StarInput({
  value,
  onChange,
  error,
  id,
}: {
  value: number;
  onChange: (value: number) => void;
  error?: string | null;
  /** id of the first star (focused when the rating is missing). */
  id?: string;
}) {
  const uid = useId();
  const name = `${uid}-rating`;
  const statusId = `${uid}-status`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={statusId} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>서비스는 어떠셨나요?</legend>
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.star} data-on={value >= n || undefined}>
            <input
              id={n === 1 ? id : undefined}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className={styles.input}
            />
            <Star size={36} strokeWidth={0} aria-hidden="true" className={styles.icon} />
            <span className="visually-hidden">{ratingLabel(n)}</span>
          </label>
        ))}
      </div>
      <p id={statusId} className={error ? styles.error : styles.status} role={error ? 'alert' : undefined}>
        {error ?? (value > 0 ? ratingLabel(value) : '별점을 눌러 주세요')}
      </p>
    </fieldset>
  );
}
