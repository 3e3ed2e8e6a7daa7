import { Skeleton } from '../../ui/Skeleton/Skeleton';
import styles from './ItemCard.module.css';

/** Loading placeholder in the shape of an ItemCard. */
export function ItemCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton width={104} height={104} radius={8} />
      <div className={styles.body}>
        <Skeleton width="40%" height={14} />
        <Skeleton width="85%" height={18} />
        <Skeleton width="60%" height={14} />
        <Skeleton width="50%" height={20} style={{ marginTop: 'auto' }} />
      </div>
    </div>
  );
}
