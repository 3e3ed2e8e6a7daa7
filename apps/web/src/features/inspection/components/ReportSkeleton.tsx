import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import styles from './ReportSkeleton.module.css';

/** The report's shape while it loads: the home header, the count tiles, two finding cards. */
export function ReportSkeleton() {
  return (
    <SkeletonGroup label="보고서를 불러오고 있어요" className={styles.root}>
      <div className={styles.block}>
        <Skeleton width="40%" height={16} />
        <Skeleton width="80%" height={28} />
        <SkeletonText lines={3} />
      </div>
      <div className={styles.block}>
        <Skeleton width="30%" height={24} />
        <div className={styles.tiles}>
          <Skeleton height={64} />
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
      </div>
      <div className={styles.block}>
        <Skeleton height={220} radius={12} />
        <Skeleton height={220} radius={12} />
      </div>
    </SkeletonGroup>
  );
}
