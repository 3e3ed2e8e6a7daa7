import { PageHeader } from '../../../components/layout/PageHeader';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import styles from './ComplexPages.module.css';

/** The complex page and the move-in report while their figures load: the header, then the shape of the facts. */
export function ComplexPageLoading({ title, label }: { title: string; label: string }) {
  return (
    <>
      <PageHeader title={title} />
      <main className={styles.page}>
        <SkeletonGroup label={label} className={styles.section}>
          <Skeleton width="70%" height={28} />
          <Skeleton width="50%" height={16} />
          <SkeletonText lines={6} />
        </SkeletonGroup>
      </main>
    </>
  );
}
