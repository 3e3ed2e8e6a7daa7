import { isApiError } from '@ipju/api-client';
import { FileX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useToast } from '../../../components/ui/Toast/Toast';
import { RequireAuth } from '../../auth';
import { useInspectionLive } from '../api/getInspectionLive';
import { useInspectionReport } from '../api/getInspectionReport';
import { useMyInspections } from '../api/listMyInspections';
import { reportDownloadHrefs } from '../api/reportDownloads';
import { useUpdateInspectionRepair } from '../api/updateInspectionRepair';
import { InspectionList } from '../components/InspectionList';
import { LiveInspection } from '../components/LiveInspection';
import { ReportScreen } from '../components/ReportScreen';
import { ReportSkeleton } from '../components/ReportSkeleton';
import { INSPECTION_INTRO_PATH, INSPECTION_REPORT_PATH } from '../paths';
import { useInspectionSessionKey } from '../session';
import styles from './InspectionPages.module.css';

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/**
 * /pre-inspection-report: `?report=&token=` (the link sent by SMS) opens that report without signing in;
 * `?report=` signed in opens the resident's own; `?inspection=` follows an inspection in progress; nothing
 * lists the signed-in resident's inspections.
 */
export default function ReportPage() {
  const [params] = useSearchParams();
  const reportIdx = positiveInt(params.get('report'));
  const inspectionIdx = positiveInt(params.get('inspection'));
  const token = params.get('token')?.trim() || null;

  let body;
  if (reportIdx !== null && token) body = <Report reportIdx={reportIdx} token={token} />;
  else if (reportIdx !== null) body = <RequireAuth><Report reportIdx={reportIdx} token={null} /></RequireAuth>;
  else if (inspectionIdx !== null) body = <RequireAuth><Live inspectionIdx={inspectionIdx} /></RequireAuth>;
  else body = <RequireAuth><MyInspections /></RequireAuth>;

  return (
    <>
      <PageHeader title="사전점검 보고서" backFallback="/my-page" />
      {body}
    </>
  );
}

function NotFound({ title }: { title: string }) {
  return (
    <EmptyState
      icon={<FileX size={40} strokeWidth={1.5} />}
      title={title}
      description="받은 링크가 맞는지 확인해 주세요. 로그인하면 내 사전점검에서도 볼 수 있어요."
      action={
        <Link to={INSPECTION_REPORT_PATH} className={styles.secondaryLink}>
          내 사전점검 보기
        </Link>
      }
    />
  );
}

const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

function Report({ reportIdx, token }: { reportIdx: number; token: string | null }) {
  const report = useInspectionReport(reportIdx, token);
  const repair = useUpdateInspectionRepair();
  const toast = useToast();
  useInspectionSessionKey(report.data?.document.inspectionIdx);

  if (report.isPending) return <ReportSkeleton />;
  if (report.isError) {
    if (isMissing(report.error)) return <NotFound title="보고서를 찾을 수 없어요" />;
    return <LoadError title="보고서를 불러오지 못했어요" error={report.error} onRetry={() => void report.refetch()} />;
  }
  return (
    <ReportScreen
      view={report.data}
      downloads={reportDownloadHrefs(reportIdx, token)}
      token={token}
      pendingTaskIdx={repair.isPending ? repair.variables.taskIdx : null}
      onRepairChange={(taskIdx, next) =>
        repair.mutate(
          { reportIdx, token, taskIdx, repair: next },
          {
            onSuccess: () => toast.show(next.status === 'fixed' ? '보수 완료로 표시했어요' : next.status === 'requested' ? '보수 요청으로 표시했어요' : '체크를 풀었어요'),
            onError: (error) => toast.show(isApiError(error) ? error.message : '저장하지 못했어요. 잠시 뒤 다시 시도해 주세요.'),
          },
        )
      }
    />
  );
}

function Live({ inspectionIdx }: { inspectionIdx: number }) {
  const live = useInspectionLive(inspectionIdx);
  useInspectionSessionKey(inspectionIdx);
  if (live.isPending) return <ReportSkeleton />;
  if (live.isError) {
    if (isMissing(live.error)) return <NotFound title="점검을 찾을 수 없어요" />;
    return <LoadError title="점검 기록을 불러오지 못했어요" error={live.error} onRetry={() => void live.refetch()} />;
  }
  return <LiveInspection live={live.data} />;
}

function MyInspections() {
  const mine = useMyInspections();
  if (mine.isPending) return <ReportSkeleton />;
  if (mine.isError) return <LoadError title="사전점검 목록을 불러오지 못했어요" error={mine.error} onRetry={() => void mine.refetch()} />;
  return (
    <main className={styles.page}>
      <InspectionList inspections={mine.data} />
      {mine.data.length > 0 && (
        <p className={styles.listFoot}>
          <Link to={INSPECTION_INTRO_PATH}>사전점검 안내 보기</Link>
        </p>
      )}
    </main>
  );
}
