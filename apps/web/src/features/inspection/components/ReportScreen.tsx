import { Link } from 'react-router';
import { ReportView } from '../../../components/entities/inspection-report';
import { inspectionReportPath } from '../paths';
import type { InspectionReportView, ReportRepair } from '../types';
import { RepairChecklist } from './RepairChecklist';
import { ReportDownloads, type DownloadKind } from './ReportDownloads';
import styles from './ReportScreen.module.css';

export interface ReportScreenProps {
  view: InspectionReportView;
  downloads: Record<DownloadKind, string>;
  /** The link's token, kept on the link to a newer version. */
  token?: string | null;
  onRepairChange?: (taskIdx: number, next: ReportRepair) => void;
  pendingTaskIdx?: number | null;
}

/** A delivered report: a note when a newer version exists, the files, then the report with its repair checklist. */
export function ReportScreen({ view, downloads, token, onRepairChange, pendingTaskIdx = null }: ReportScreenProps) {
  const { document } = view;
  const editable = view.scope === 'resident';
  return (
    <main className={styles.page}>
      {view.latestReportIdx !== document.reportIdx && (
        <p className={styles.notice} role="status">
          고친 보고서가 새로 나왔어요.{' '}
          <Link to={inspectionReportPath(view.latestReportIdx, token)} className={styles.noticeLink}>
            새 보고서 보기
          </Link>
        </p>
      )}
      <ReportView
        document={document}
        afterCover={<ReportDownloads hrefs={downloads} />}
        renderFindingFooter={(finding) => (
          <RepairChecklist
            title={finding.title}
            repair={view.repairs[String(finding.taskIdx)]}
            editable={editable}
            pending={pendingTaskIdx === finding.taskIdx}
            onChange={(next) => onRepairChange?.(finding.taskIdx, next)}
          />
        )}
      />
    </main>
  );
}
