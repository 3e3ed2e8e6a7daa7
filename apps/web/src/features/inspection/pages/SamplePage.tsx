import { isApiError } from '@ipju/api-client';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { ReportView } from '../../../components/entities/inspection-report';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useSampleInspectionReport } from '../api/getSampleInspectionReport';
import { BookInspectionCTA, InspectionPrice } from '../components/BookInspection';
import { ReportSkeleton } from '../components/ReportSkeleton';
import { INSPECTION_INTRO_PATH } from '../paths';
import styles from './InspectionPages.module.css';

/** /pre-inspection-sample-analyze: a real report of the seeded sample inspection, read before buying. */
export default function SamplePage() {
  useHideBottomNav();
  const sample = useSampleInspectionReport();
  return (
    <>
      <PageHeader title="샘플 보고서" backFallback={INSPECTION_INTRO_PATH} />
      <main className={styles.page}>
        <section className={styles.frame}>
          <h2 className={styles.frameTitle}>이런 보고서를 받아요</h2>
          <p className={styles.lead}>
            실제 점검과 같은 형식의 샘플이에요. 공간별 하자와 사진, 측정값과 기준을 휴대폰에서 바로 볼 수 있어요.
          </p>
        </section>
        {sample.isPending ? (
          <ReportSkeleton />
        ) : sample.isError && isApiError(sample.error) && sample.error.status === 404 ? (
          <EmptyState title="샘플 보고서를 준비하고 있어요" description="아래에서 받을 수 있는 내용과 가격을 먼저 확인해 보세요." />
        ) : sample.isError ? (
          <LoadError title="샘플 보고서를 불러오지 못했어요" error={sample.error} onRetry={() => void sample.refetch()} />
        ) : (
          <ReportView document={sample.data.document} />
        )}
        <section className={styles.section} aria-labelledby="sample-price">
          <h2 id="sample-price" className={styles.sectionTitle}>
            우리 집도 받아 보세요
          </h2>
          <InspectionPrice />
        </section>
      </main>
      <BookInspectionCTA />
    </>
  );
}
