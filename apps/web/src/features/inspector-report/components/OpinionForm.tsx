import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { useLeaveGuard } from '../../../components/ui/ModalHost/useLeaveGuard';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { useToast } from '../../../components/ui/Toast/Toast';
import { formatDateTime } from '../../../lib/date-time';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { useSaveOpinion } from '../api/inspectorSaveInspectionResult';
import { forgetOpinionDraft, readOpinionDraft, saveOpinionDraft } from '../lib/opinion-draft';
import styles from './ReportSections.module.css';

const MAX = 4000;

/**
 * 총평: the inspector's overall opinion, the last part of the report's first page. What is typed and not yet on the
 * server (it takes the 총평 only once all five types are 작성 완료) is kept on this phone per inspection and comes
 * back when the page is opened again; leaving with it asks first.
 */
export function OpinionForm({ inspectionIdx, opinion, opinionAt }: { inspectionIdx: number; opinion: string | null; opinionAt: string | null }) {
  const saved = opinion ?? '';
  const [text, setText] = useState(() => {
    const draft = readOpinionDraft(inspectionIdx);
    if (draft === null) return saved;
    if (draft.trim() !== saved.trim()) return draft;
    forgetOpinionDraft(inspectionIdx);
    return saved;
  });
  const save = useSaveOpinion();
  const toast = useToast();
  const error = save.error ? (fieldError(save.error, 'opinion') ?? errorMessage(save.error, '총평을 저장하지 못했어요.')) : null;
  const unsaved = text.trim() !== saved.trim();

  useLeaveGuard(() => text.trim() !== saved.trim(), {
    title: '총평이 아직 저장되지 않았어요',
    body: '쓴 내용은 이 휴대폰에 남겨 두어 다시 열면 이어서 쓸 수 있어요. 보고서에는 총평 저장하기를 눌러야 들어가요.',
  });

  const change = (next: string) => {
    setText(next);
    if (next.trim() === saved.trim()) forgetOpinionDraft(inspectionIdx);
    else saveOpinionDraft(inspectionIdx, next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { inspectionIdx, opinion: text.trim() },
      {
        onSuccess: () => {
          forgetOpinionDraft(inspectionIdx);
          toast.show('총평을 저장했어요.');
        },
      },
    );
  };

  const state = opinionAt ? `${formatDateTime(opinionAt)}에 저장했어요.` : '다섯 가지 점검을 모두 작성 완료하면 저장할 수 있어요.';
  const hint = unsaved ? `${state} 저장하기 전까지는 이 휴대폰에만 남아 있어요.` : state;

  return (
    <form className={styles.section} onSubmit={onSubmit} aria-labelledby="opinion-title">
      <h2 id="opinion-title" className={styles.sectionTitle}>
        총평
      </h2>
      <TextArea
        label="입주민에게 전할 총평"
        hideLabel
        value={text}
        onChange={(event) => change(event.target.value)}
        maxLength={MAX}
        rows={6}
        placeholder="전체 상태, 먼저 고쳐야 할 곳, 입주 전 확인할 점을 적어 주세요."
        error={error}
        hint={hint}
      />
      <Button type="submit" variant="secondary" fullWidth loading={save.isPending} disabled={text.trim() === '' || !unsaved}>
        총평 저장하기
      </Button>
    </form>
  );
}
