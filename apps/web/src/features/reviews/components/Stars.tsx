import { Star } from 'lucide-react';
import styles from './Stars.module.css';

/** Five stars filled up to `rating` (halves from the average round to the nearest half). Read as "5점 만점에 4.5점". */
export function Stars({ rating, size = 14, className }: { rating: number; size?: number; className?: string }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className={`${styles.stars} ${className ?? ''}`} role="img" aria-label={`5점 만점에 ${Number(rating.toFixed(1))}점`}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 'full' : rounded >= n - 0.5 ? 'half' : 'empty';
        return (
          <span key={n} className={styles.star} data-fill={fill} style={{ width: size, height: size }} aria-hidden="true">
            <Star size={size} className={styles.base} strokeWidth={0} />
            <Star size={size} className={styles.top} strokeWidth={0} />
          </span>
        );
      })}
    </span>
  );
}
