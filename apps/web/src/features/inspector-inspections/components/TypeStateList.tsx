import { INSPECTION_TYPES, INSPECTION_TYPE_LABELS, WORK_STATE_LABELS, type InspectionTypeState } from '@ipju/contract';
import { CheckCircle2, ChevronRight, Circle, CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { inspectionTypePath } from '../../../lib/inspector-paths';
import { unsentTaskCounts, unsentWorkState } from '../../../lib/inspection-outbox';
import { useOutboxItems } from '../../../lib/offline-outbox';
import styles from './TypeStateList.module.css';

/**
 * The five measurement types of an inspection, each with its work state (작성 중 / 작성 완료) and task count;
 * what this phone recorded but has not sent yet is counted and marked too, so the screen is right offline.
 */
export function TypeStateList({ inspectionIdx, types }: { inspectionIdx: number; types: InspectionTypeState[] }) {
  const items = useOutboxItems();
  const unsent = unsentTaskCounts(items, inspectionIdx);
  return (
    <ul className={styles.list} aria-label="점검 항목">
      {INSPECTION_TYPES.map((type) => {
        const server = types.find((t) => t.type === type);
        const state = unsentWorkState(items, inspectionIdx, type) ?? server?.state ?? 'writing';
        const waiting = unsent[type] ?? 0;
        const count = (server?.taskCount ?? 0) + waiting;
        const done = state === 'completed';
        return (
          <li key={type}>
            <Link to={inspectionTypePath(inspectionIdx, type)} className={styles.row} data-testid={`type-row-${type}`}>
              {done ? (
                <CheckCircle2 aria-hidden="true" size={22} className={styles.done} />
              ) : (
                <Circle aria-hidden="true" size={22} className={styles.todo} />
              )}
              <span className={styles.label}>{INSPECTION_TYPE_LABELS[type]}</span>
              <span className={styles.count}>
                기록 {count}건
                {waiting > 0 && (
                  <span className={styles.waiting}>
                    <CloudOff aria-hidden="true" size={12} /> 전송 대기 {waiting}
                  </span>
                )}
              </span>
              <span className={done ? styles.stateDone : styles.state}>{WORK_STATE_LABELS[state]}</span>
              <ChevronRight aria-hidden="true" size={18} className={styles.chevron} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
