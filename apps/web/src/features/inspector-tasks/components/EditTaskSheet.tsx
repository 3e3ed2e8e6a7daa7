import { judgeTask, type InspectionDetail, type InspectionStandardItem, type InspectionType } from '@ipju/contract';
import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { INSPECTION_OUTBOX, inspectionScope, type CreateTaskPayload, type UpdateTaskPayload } from '../../../lib/inspection-outbox';
import { getOutbox } from '../../../lib/offline-outbox';
import { draftFromBody, liveJudgeInput, parseDraft, type Draft } from '../model/task-draft';
import { taskLabel, type TaskRow } from '../model/task-rows';
import { SpaceChips } from './SpaceChips';
import { TaskFields } from './TaskFields';
import { VerdictPreview } from './VerdictPreview';
import styles from './TaskForm.module.css';

/**
 * Edits a task. One still on this phone (any type, or one the server refused) is changed in the outbox and
 * sent again; a thermal or visual task on the server gets a PATCH, itself through the outbox.
 */
export function EditTaskSheet({
  type,
  row,
  inspection,
  standards,
  onClose,
}: {
  type: InspectionType;
  row: TaskRow;
  inspection: InspectionDetail;
  standards: readonly InspectionStandardItem[];
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftFromBody(type, row.body));
  const [spaceIdx, setSpaceIdx] = useState<number | null>(row.spaceIdx);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const judgeInput = liveJudgeInput(type, draft);
  const judgement = judgeInput ? judgeTask(judgeInput, standards, { region: inspection.region, approvedFrom2019_07: inspection.approvedFrom2019_07 }) : null;

  const save = async () => {
    const result = parseDraft(type, draft, spaceIdx);
    if (!result.ok) return setErrors(result.errors);
    const outbox = getOutbox();
    const spaceName = inspection.spaces.find((s) => s.spaceIdx === spaceIdx)?.name ?? null;
    if (row.item) {
      const payload: CreateTaskPayload = { ...row.item.payload, body: { clientKey: row.clientKey, ...result.body } as CreateTaskPayload['body'] };
      await outbox.update(row.item.id, { payload, label: taskLabel(type, spaceName, result.body) });
    } else if (row.taskIdx !== null && (type === 'thermal' || type === 'visual')) {
      await outbox.enqueue<UpdateTaskPayload>({
        kind: INSPECTION_OUTBOX.updateTask,
        scope: inspectionScope(inspection.inspectionIdx),
        label: `${taskLabel(type, spaceName, result.body)} 수정`,
        payload: { inspectionIdx: inspection.inspectionIdx, type, taskIdx: row.taskIdx, body: result.body },
      });
    }
    onClose();
  };

  return (
    <BottomSheet isOpen onClose={onClose}>
      <BottomSheet.Header title="기록 수정" />
      <BottomSheet.Content>
        <div className={styles.form}>
          <SpaceChips type={type} spaces={inspection.spaces} value={spaceIdx} onChange={setSpaceIdx} error={errors.spaceIdx} />
          <TaskFields
            type={type}
            draft={draft}
            set={(field, value) => {
              setDraft((d) => ({ ...d, [field]: value }));
              setErrors({});
            }}
            errors={errors}
          />
          {type !== 'visual' && <VerdictPreview judgement={judgement} standards={standards} />}
        </div>
      </BottomSheet.Content>
      <BottomSheet.Footer>
        <Button size="lg" fullWidth onClick={() => void save()}>
          수정 저장
        </Button>
      </BottomSheet.Footer>
    </BottomSheet>
  );
}
