import { ChevronRight, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { formatDate } from '../../../lib/format';
import { INSPECTION_INTRO_PATH, inspectionReportPath, liveInspectionPath } from '../paths';
import type { ResidentInspection } from '../types';
import styles from './InspectionList.module.css';

/** Statuses before the report exists: the resident can follow the team's work. */
const FOLLOWABLE = new Set(['scheduled', 'in_progress', 'measured']);

/** The signed-in resident's inspections: each opens its report, or the live page while it is being recorded. */
export function InspectionList({ inspections }: { inspections: readonly ResidentInspection[] }) {
  if (inspections.length === 0) {
    return (
      <EmptyState
        icon={<ClipboardList size={40} strokeWidth={1.5} />}
        title="아직 받은 사전점검이 없어요"
        description="사전점검을 예약하면 점검 날 기록과 보고서를 여기서 볼 수 있어요."
        action={
          <Link to={INSPECTION_INTRO_PATH} className={styles.emptyLink}>
            사전점검 알아보기
          </Link>
        }
      />
    );
  }
  return (
    <ul className={styles.list} aria-label="내 사전점검">
      {inspections.map((inspection) => {
        const to =
          inspection.reportIdx !== null
            ? inspectionReportPath(inspection.reportIdx)
            : FOLLOWABLE.has(inspection.status)
              ? liveInspectionPath(inspection.inspectionIdx)
              : null;
        const body = (
          <>
            <span className={styles.main}>
              <span className={styles.status}>{inspection.statusLabel}</span>
              <span className={styles.home}>
                {inspection.complexName} {inspection.dong}동 {inspection.ho}호
              </span>
              <span className={styles.date}>점검일 {formatDate(inspection.visitDate)}</span>
            </span>
            {to && (
              <span className={styles.action}>
                {inspection.reportIdx !== null ? '보고서 보기' : '진행 보기'}
                <ChevronRight size={16} aria-hidden="true" />
              </span>
            )}
          </>
        );
        return (
          <li key={inspection.inspectionIdx}>
            {to ? (
              <Link to={to} className={styles.card}>
                {body}
              </Link>
            ) : (
              <div className={styles.card}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
