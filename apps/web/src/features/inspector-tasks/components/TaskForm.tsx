import { INSPECTION_TYPE_LABELS, judgeTask, type InspectionDetail, type InspectionStandardItem, type InspectionType } from '@ipju/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { useToast } from '../../../components/ui/Toast/Toast';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { INSPECTION_OUTBOX, inspectionScope, type CreateTaskPayload } from '../../../lib/inspection-outbox';
import { getOutbox } from '../../../lib/offline-outbox';
import { rememberDraft, rememberedDevice, startingDraft } from '../model/last-values';
import { DEVICE_PER_FIELD, liveJudgeInput, MEASURED_FIELDS, parseDraft, type Draft } from '../model/task-draft';
import { taskLabel } from '../model/task-rows';
import { SpaceChips } from './SpaceChips';
import { TaskFields } from './TaskFields';
import { VerdictPreview } from './VerdictPreview';
import styles from './TaskForm.module.css';

/**
 * Records one task in a few taps: the space, the values (number keyboard; the span, temperatures and device
 * of the last task come back), the verdict shown live, then 기록 저장. The task is saved on the phone first
 * (the outbox) and appears in the list at once, marked 전송 대기 until the server has it.
 */
export function TaskForm({
  type,
  inspection,
  standards,
}: {
  type: InspectionType;
  inspection: InspectionDetail;
  standards: readonly InspectionStandardItem[];
}) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => startingDraft(type));
  const [spaceIdx, setSpaceIdx] = useState<number | null>(type === 'radon' ? null : (inspection.spaces[0]?.spaceIdx ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const context = { region: inspection.region, approvedFrom2019_07: inspection.approvedFrom2019_07 };
  const judgeInput = liveJudgeInput(type, draft);
  // Cheap and pure: judged again on every keystroke.
  const judgement = judgeInput ? judgeTask(judgeInput, standards, context) : null;

  const set = (field: string, value: string) => {
    // Picking another substance brings that substance's own device (or none), never the previous one's.
    const device: Draft = field === DEVICE_PER_FIELD[type] ? { device: rememberedDevice(type, { [field]: value }) } : {};
    setDraft((d) => ({ ...d, [field]: value, ...device }));
    setErrors((e) => {
      const { [field]: _removed, ...rest } = e;
      return rest;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = parseDraft(type, draft, spaceIdx);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    const clientKey = newIdempotencyKey();
    const spaceName = inspection.spaces.find((s) => s.spaceIdx === spaceIdx)?.name ?? null;
    try {
      await getOutbox().enqueue<CreateTaskPayload>({
        id: clientKey,
        kind: INSPECTION_OUTBOX.createTask,
        scope: inspectionScope(inspection.inspectionIdx),
        label: taskLabel(type, spaceName, result.body),
        payload: { inspectionIdx: inspection.inspectionIdx, type, body: { clientKey, ...result.body } as CreateTaskPayload['body'] },
      });
      rememberDraft(type, draft);
      setDraft((d) => ({ ...d, ...Object.fromEntries(MEASURED_FIELDS[type].map((f) => [f, ''])) }));
      toast.show(navigator.onLine === false ? '휴대폰에 저장했어요. 연결되면 보낼게요.' : '기록했어요.');
      // Ready for the next reading of the same kind.
      formRef.current?.querySelector<HTMLInputElement>(`[name="${MEASURED_FIELDS[type][0]}"]`)?.focus();
    } catch {
      setErrors({ form: '휴대폰에 저장하지 못했어요. 저장 공간을 확인하고 다시 시도해 주세요.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label={`${INSPECTION_TYPE_LABELS[type]} 기록`}>
      <h2 className={styles.formTitle}>새 기록</h2>
      <SpaceChips type={type} spaces={inspection.spaces} value={spaceIdx} onChange={setSpaceIdx} error={errors.spaceIdx} />
      <TaskFields type={type} draft={draft} set={set} errors={errors} />
      {type !== 'visual' && <VerdictPreview judgement={judgement} standards={standards} />}
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={saving}>
        기록 저장
      </Button>
    </form>
  );
}
