import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import styles from './SurveyScreens.module.css';

/** The shape of a survey screen while it loads: progress, the service, a question and its stars. */
export function SurveySkeleton() {
  return (
    <SkeletonGroup label="설문을 불러오고 있어요" className={styles.page}>
      <div className={styles.top}>
        <Skeleton height={6} radius={3} />
        <Skeleton height={48} radius={12} />
      </div>
      <div className={styles.question}>
        <Skeleton width="80%" height={28} />
        <Skeleton width="50%" height={18} />
        <Skeleton height={52} radius={12} />
      </div>
    </SkeletonGroup>
  );
}
