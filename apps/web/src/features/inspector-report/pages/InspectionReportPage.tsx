import { FileText } from 'lucide-react';
import { useParams } from 'react-router';
import { ReportView } from '../../../components/entities/inspection-report';
import { Button } from '../../../components/ui/Button/Button';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { formatDateTime } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { inspectionPath } from '../../../lib/inspector-paths';
import { useInspectorHeader } from '../../inspector-auth';
import { useInspection } from '../../inspector-inspections';
import { useReportDocument } from '../api/getInspectionReport';
import { useCreateReport } from '../api/inspectorCreateReport';
import { OpinionForm } from '../components/OpinionForm';
import { ReportDownloads } from '../components/ReportDownloads';
import { SendSection } from '../components/SendSection';
import styles from '../components/ReportSections.module.css';

/**
 * 보고서: the 총평, making a report version from what was recorded, its preview as the resident will read
 * it, and sending it to the resident and others.
 */
export function InspectionReportPage() {
  const inspectionIdx = Number(useParams().inspectionId);
  useInspectorHeader({ title: '보고서', backTo: inspectionPath(inspectionIdx) });
  const inspection = useInspection(inspectionIdx);
  const create = useCreateReport();
  const toast = useToast();
  const reportIdx = inspection.data?.latestReportIdx ?? null;
  const report = useReportDocument(reportIdx);

  if (inspection.isPending) {
    return (
      <div className={styles.page} aria-busy="true" aria-label="보고서를 불러오는 중">
        <Skeleton height={28} width="40%" />
        <SkeletonText lines={4} />
        <Skeleton height={160} radius={12} />
      </div>
    );
  }
  if (inspection.isError) {
    return <LoadError title="점검을 불러오지 못했어요" error={inspection.error} onRetry={() => void inspection.refetch()} />;
  }
  const i = inspection.data;
  const allCompleted = i.completedTypeCount === i.types.length;

  const onCreate = () =>
    create.mutate(
      { inspectionIdx },
      {
        // The server answers a tap on unchanged records with the version it just made (no second 판 for the resident).
        onSuccess: (made) =>
          toast.show(made.reportIdx === reportIdx ? `바뀐 기록이 없어서 방금 만든 보고서 ${made.version}판을 그대로 써요.` : `보고서 ${made.version}판을 만들었어요.`),
        onError: (error) => toast.show(errorMessage(error, '보고서를 만들지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );

  return (
    <div className={styles.page}>
      <p className={styles.home}>
        {i.homeLabel} · {i.statusLabel}
      </p>

      <OpinionForm key={i.opinionAt ?? 'none'} inspectionIdx={inspectionIdx} opinion={i.opinion} opinionAt={i.opinionAt} />

      <section className={styles.section} aria-labelledby="report-title">
        <h2 id="report-title" className={styles.sectionTitle}>
          보고서 만들기
        </h2>
        <p className={styles.muted}>
          {i.reportedAt ? `${formatDateTime(i.reportedAt)}에 만들었어요. 기록을 고쳤다면 다시 만들어 주세요.` : '지금까지의 기록과 사진으로 보고서를 만들어요.'}
        </p>
        {!allCompleted && <p className={styles.notice}>작성 중인 점검이 있어요. 다섯 가지를 모두 작성 완료하면 만들 수 있어요.</p>}
        <Button fullWidth leftIcon={<FileText size={18} aria-hidden />} onClick={onCreate} loading={create.isPending} disabled={!allCompleted}>
          {reportIdx ? '보고서 다시 만들기' : '보고서 만들기'}
        </Button>
        {reportIdx !== null &&
          (report.isPending ? (
            <Skeleton height={240} radius={12} />
          ) : report.isError ? (
            <LoadError title="미리보기를 불러오지 못했어요" error={report.error} onRetry={() => void report.refetch()} />
          ) : (
            // The resident's own report view, so the preview is exactly what they will read.
            <article className={styles.preview} aria-label="보고서 미리보기">
              <ReportView document={report.data.document} />
            </article>
          ))}
        {reportIdx !== null && <ReportDownloads inspectionIdx={inspectionIdx} />}
      </section>

      <SendSection
        inspectionIdx={inspectionIdx}
        residentName={i.residentName}
        residentPhoneMasked={i.residentPhoneMasked}
        hasResident={i.residentIdx !== null || i.residentPhoneMasked !== null}
        canSend={reportIdx !== null}
      />
    </div>
  );
}
