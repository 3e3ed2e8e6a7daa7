import { CloudOff, MessageSquare, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InspectionType } from '@ipju/contract';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { severityLabel, type TaskRow } from '../model/task-rows';
import styles from './TaskList.module.css';

const VERDICT_TONE = { pass: styles.pass, fail: styles.fail, check: styles.check } as const;
const SEVERITY_TONE = { safety: styles.fail, repair: styles.check, cosmetic: styles.neutral } as const;

export interface TaskRowActions {
  /** Edit the values (thermal and visual on the server; any type while still on this phone). */
  onEdit: (row: TaskRow) => void;
  /** The comment of a gradient or level task. */
  onComment: (row: TaskRow) => void;
  onDelete: (row: TaskRow) => void;
  /** The photos of a task (the camera): rendered under its row. */
  photos?: (row: TaskRow) => ReactNode;
}

/** What can be done with a row: edit (thermal, visual, or anything unsent), comment (gradient, level), delete. */
function canEdit(type: InspectionType, row: TaskRow) {
  return row.taskIdx === null || type === 'thermal' || type === 'visual';
}
const canComment = (type: InspectionType, row: TaskRow) => row.taskIdx !== null && (type === 'gradient' || type === 'level');

/** A type's recorded tasks, newest last, each with its verdict (or severity), sync mark and actions. */
export function TaskList({ type, rows, actions }: { type: InspectionType; rows: TaskRow[]; actions: TaskRowActions }) {
  if (rows.length === 0) return <EmptyState title="아직 기록이 없어요" description="위에서 공간을 고르고 값을 적으면 여기에 쌓여요." />;
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.key} className={styles.row} data-testid="task-row" data-sync={row.sync}>
          <div className={styles.head}>
            <span className={styles.space}>
              {row.spaceName}
              {row.location && ` · ${row.location}`}
            </span>
            {row.judgement && <span className={`${styles.badge} ${VERDICT_TONE[row.judgement.verdict]}`}>{row.judgement.verdictLabel}</span>}
            {row.severity && <span className={`${styles.badge} ${SEVERITY_TONE[row.severity]}`}>{severityLabel(row.severity)}</span>}
          </div>
          <p className={styles.title}>{row.title}</p>
          {row.judgement && (
            <p className={styles.measure}>
              {row.judgement.measuredText} <span className={styles.allowed}>(기준 {row.judgement.allowedText})</span>
            </p>
          )}
          {row.comment && <p className={styles.comment}>{row.comment}</p>}
          {row.sync === 'pending' && (
            <p className={styles.waiting}>
              <CloudOff aria-hidden="true" size={14} /> 전송 대기
            </p>
          )}
          {row.sync === 'failed' && (
            <p className={styles.failed} role="alert">
              <TriangleAlert aria-hidden="true" size={14} /> 보내지 못했어요: {row.error}
            </p>
          )}
          {row.changeWaiting && (
            <p className={styles.waiting}>
              <CloudOff aria-hidden="true" size={14} /> 바꾼 내용 전송 대기
            </p>
          )}
          {/* The photos take the row's width: in the actions' row they were pushed right beside 메모·삭제. */}
          {actions.photos && <div className={styles.photos}>{actions.photos(row)}</div>}
          <div className={styles.actions}>
            {canEdit(type, row) && (
              <button type="button" className={styles.action} onClick={() => actions.onEdit(row)}>
                <Pencil aria-hidden="true" size={16} /> 수정
              </button>
            )}
            {canComment(type, row) && (
              <button type="button" className={styles.action} onClick={() => actions.onComment(row)}>
                <MessageSquare aria-hidden="true" size={16} /> 메모
              </button>
            )}
            <button type="button" className={styles.action} onClick={() => actions.onDelete(row)}>
              <Trash2 aria-hidden="true" size={16} /> 삭제
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
