import { Skeleton, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import styles from './ReviewCard.module.css';

/** A review card's shape while it loads: stars and date, the badge line, text lines and the helpful pill. */
export function ReviewCardSkeleton({ photos = false }: { photos?: boolean }) {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.head}>
        <Skeleton width={74} height={14} />
        <Skeleton width={40} height={13} />
      </div>
      <Skeleton width="62%" height={20} />
      <Skeleton width="40%" height={13} />
      {photos && (
        <div style={{ display: 'flex', gap: 6 }}>
          <Skeleton width={88} height={88} />
          <Skeleton width={88} height={88} />
        </div>
      )}
      <SkeletonText lines={3} lineHeight={15} gap={9} />
      <Skeleton width={112} height={36} radius={9999} />
    </div>
  );
}
