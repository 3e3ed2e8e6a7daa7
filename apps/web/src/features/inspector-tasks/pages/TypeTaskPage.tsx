import { INSPECTION_TYPES, INSPECTION_TYPE_LABELS, WORK_STATE_LABELS, type InspectionType } from '@ipju/contract';
import { BookOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { ConfirmModal } from '../../../components/ui/Modal/ConfirmModal';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { INSPECTION_OUTBOX, inspectionScope, unsentWorkState, type DeleteTasksPayload, type WorkStatePayload } from '../../../lib/inspection-outbox';
import { inspectionPath } from '../../../lib/inspector-paths';
import { getOutbox, useOutboxItems } from '../../../lib/offline-outbox';
import { useInspectorHeader } from '../../inspector-auth';
import { useInspection } from '../../inspector-inspections';
import { useStandard } from '../api/inspectorGetInspectionStandard';
import { useTasks } from '../api/inspectorListTasks';
import { CommentSheet } from '../components/CommentSheet';
import { EditTaskSheet } from '../components/EditTaskSheet';
import { StandardSheet } from '../components/StandardSheet';
import { TaskForm } from '../components/TaskForm';
import { TaskList } from '../components/TaskList';
import { buildTaskRows, type TaskRow } from '../model/task-rows';
import formStyles from '../components/TaskForm.module.css';
import styles from './TypeTaskPage.module.css';

const isType = (value: string | undefined): value is InspectionType => (INSPECTION_TYPES as readonly string[]).includes(value ?? '');

type Sheet = { kind: 'edit' | 'comment' | 'delete'; row: TaskRow } | { kind: 'standard' } | null;

/**
 * /inspector/inspections/:inspectionId/types/:type: one measurement type's recording screen. The form on
 * top, the verdict live, the list of recorded tasks (those still on the phone marked 전송 대기), and the
 * bottom action 작성 완료 / 다시 작성. Works offline with what the phone already has.
 */
export function TypeTaskPage() {
  const params = useParams();
  if (!isType(params.type)) return <Navigate to={inspectionPath(Number(params.inspectionId))} replace />;
  return <TypeTaskScreen inspectionIdx={Number(params.inspectionId)} type={params.type} />;
}

function TypeTaskScreen({ inspectionIdx, type }: { inspectionIdx: number; type: InspectionType }) {
  useInspectorHeader({ title: INSPECTION_TYPE_LABELS[type], backTo: inspectionPath(inspectionIdx) });
  const inspection = useInspection(inspectionIdx);
  const standard = useStandard(inspectionIdx, type);
  const tasks = useTasks(inspectionIdx, type);
  const items = useOutboxItems(inspectionScope(inspectionIdx));
  const [sheet, setSheet] = useState<Sheet>(null);
  const standards = useMemo(() => standard.data?.items ?? [], [standard.data]);

  const rows = useMemo(
    () =>
      inspection.data
        ? buildTaskRows({
            type,
            inspectionIdx,
            tasks: tasks.data ?? [],
            items,
            spaces: inspection.data.spaces,
            standards,
            context: { region: inspection.data.region, approvedFrom2019_07: inspection.data.approvedFrom2019_07 },
          })
        : [],
    [type, inspectionIdx, tasks.data, items, inspection.data, standards],
  );

  if (!inspection.data) {
    if (inspection.isPending) {
      return (
        <SkeletonGroup className={styles.page} label="점검을 불러오고 있어요">
          <Skeleton height={320} radius={16} />
          <Skeleton height={96} radius={16} />
        </SkeletonGroup>
      );
    }
    return <LoadError title="점검을 불러오지 못했어요" error={inspection.error} onRetry={() => void inspection.refetch()} />;
  }
  const detail = inspection.data;
  const serverState = detail.types.find((t) => t.type === type)?.state ?? 'writing';
  const state = unsentWorkState(items, inspectionIdx, type) ?? serverState;
  const completed = state === 'completed';

  const setState = (next: 'completed' | 'writing') =>
    void getOutbox().enqueue<WorkStatePayload>({
      kind: INSPECTION_OUTBOX.workState,
      scope: inspectionScope(inspectionIdx),
      label: `${INSPECTION_TYPE_LABELS[type]} ${next === 'completed' ? '작성 완료' : '다시 작성'}`,
      payload: { inspectionIdx, type, state: next },
    });

  const remove = async (row: TaskRow) => {
    if (row.item) await getOutbox().discard(row.item.id);
    else if (row.taskIdx !== null)
      await getOutbox().enqueue<DeleteTasksPayload>({
        kind: INSPECTION_OUTBOX.deleteTasks,
        scope: inspectionScope(inspectionIdx),
        label: `${row.spaceName} · ${row.title} 삭제`,
        payload: { inspectionIdx, type, taskIds: [row.taskIdx] },
      });
    setSheet(null);
  };

  return (
    <div className={styles.page}>
      <div className={styles.stateRow}>
        <span className={completed ? styles.stateDone : styles.state} data-testid="type-state">
          {WORK_STATE_LABELS[state]}
        </span>
        {standard.data && (
          <Button variant="ghost" size="sm" leftIcon={<BookOpen aria-hidden="true" size={16} />} onClick={() => setSheet({ kind: 'standard' })}>
            기준 보기
          </Button>
        )}
      </div>

      {completed ? (
        <p className={formStyles.completedNote}>작성 완료한 항목이에요. 기록을 더하거나 고치려면 아래의 다시 작성을 눌러 주세요.</p>
      ) : (
        <TaskForm type={type} inspection={detail} standards={standards} />
      )}

      <section className={styles.tasks} aria-labelledby="tasks-title">
        <h2 id="tasks-title" className={styles.tasksTitle}>
          기록 {rows.length}건
        </h2>
        {!tasks.data && tasks.isError ? (
          <LoadError title="기록을 불러오지 못했어요" error={tasks.error} onRetry={() => void tasks.refetch()} />
        ) : (
          <TaskList
            type={type}
            rows={rows}
            actions={{
              onEdit: (row) => setSheet({ kind: 'edit', row }),
              onComment: (row) => setSheet({ kind: 'comment', row }),
              onDelete: (row) => setSheet({ kind: 'delete', row }),
            }}
          />
        )}
      </section>

      <BottomCTA>
        {completed ? (
          <Button variant="secondary" size="lg" fullWidth onClick={() => setState('writing')}>
            다시 작성
          </Button>
        ) : (
          // Secondary: the screen's own action is 기록 저장 above; this one closes the type.
          <Button variant="secondary" size="lg" fullWidth onClick={() => setState('completed')}>
            작성 완료
          </Button>
        )}
      </BottomCTA>

      {sheet?.kind === 'standard' && standard.data && <StandardSheet standard={standard.data} isOpen onClose={() => setSheet(null)} />}
      {sheet?.kind === 'edit' && (
        <EditTaskSheet type={type} row={sheet.row} inspection={detail} standards={standards} onClose={() => setSheet(null)} />
      )}
      {sheet?.kind === 'comment' && sheet.row.taskIdx !== null && (type === 'gradient' || type === 'level') && (
        <CommentSheet inspectionIdx={inspectionIdx} type={type} row={{ ...sheet.row, taskIdx: sheet.row.taskIdx }} onClose={() => setSheet(null)} />
      )}
      {sheet?.kind === 'delete' && (
        <ConfirmModal
          isOpen
          onClose={() => setSheet(null)}
          onConfirm={() => void remove(sheet.row)}
          title="이 기록을 지울까요?"
          body={`${sheet.row.spaceName} · ${sheet.row.title}`}
          confirmLabel="삭제하기"
          confirmVariant="danger"
        />
      )}
    </div>
  );
}
