import { PLAN_LINE_STATUS_LABELS } from '@ipju/contract';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatDate } from '../../../lib/format';
import { usePlanApplication } from '../api/getMoveInPlan';
import { linesInOrder } from './plan-words';
import styles from './ApplicationCard.module.css';

/** The plan's services, each with its date and whether it is booked (read when the resident opens the list). */
export function PlanLinesPreview({ applicationIdx }: { applicationIdx: number }) {
  const plan = usePlanApplication(applicationIdx);
  if (plan.isPending) {
    return (
      <SkeletonGroup label="서비스를 불러오고 있어요" className={styles.lines}>
        <Skeleton height={20} />
        <Skeleton height={20} />
      </SkeletonGroup>
    );
  }
  if (plan.isError) return <p className={styles.linesError}>서비스 목록을 불러오지 못했어요. 플랜 보기에서 확인해 주세요.</p>;
  return (
    <ol className={styles.lines} aria-label="서비스별 예약">
      {linesInOrder(plan.data).map((line) => (
        <li key={line.lineIdx} className={styles.line} data-status={line.status}>
          <span className={styles.lineName}>
            {line.step}. {line.categoryName}
            <span className={styles.lineDate}> · {formatDate(line.date).slice(5)}</span>
          </span>
          <span className={styles.lineStatus}>{line.status === 'planned' ? '예약 전' : PLAN_LINE_STATUS_LABELS[line.status]}</span>
        </li>
      ))}
    </ol>
  );
}
