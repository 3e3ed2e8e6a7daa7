import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import styles from './ReviewForm.module.css';

/** The review form's shape while the service loads. */
export function ReviewFormSkeleton() {
  return (
    <SkeletonGroup label="후기를 쓸 서비스를 불러오고 있어요" className={styles.body}>
      <div className={styles.targetCard} style={{ display: 'flex', gap: 12 }}>
        <Skeleton width={64} height={64} radius={12} />
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 6 }}>
          <Skeleton width="45%" height={13} />
          <Skeleton width="75%" height={18} />
          <Skeleton width="60%" height={13} />
        </div>
      </div>
      <div className={styles.section} style={{ alignItems: 'center' }}>
        <Skeleton width={160} height={24} />
        <Skeleton width={252} height={44} />
      </div>
      <div className={styles.section}>
        <Skeleton height={168} radius={12} />
        <SkeletonText lines={1} />
      </div>
    </SkeletonGroup>
  );
}
