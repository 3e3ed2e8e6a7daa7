import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { useToast } from '../../../components/ui/Toast/Toast';
import { formatDateTime } from '../../../lib/date-time';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { useSaveOpinion } from '../api/inspectorSaveInspectionResult';
import styles from './ReportSections.module.css';

const MAX = 4000;

/** 총평: the inspector's overall opinion, the last part of the report's first page. */
export function OpinionForm({ inspectionIdx, opinion, opinionAt }: { inspectionIdx: number; opinion: string | null; opinionAt: string | null }) {
  const [text, setText] = useState(opinion ?? '');
  const save = useSaveOpinion();
  const toast = useToast();
  const error = save.error ? (fieldError(save.error, 'opinion') ?? errorMessage(save.error, '총평을 저장하지 못했어요.')) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ inspectionIdx, opinion: text.trim() }, { onSuccess: () => toast.show('총평을 저장했어요.') });
  };

  return (
    <form className={styles.section} onSubmit={onSubmit} aria-labelledby="opinion-title">
      <h2 id="opinion-title" className={styles.sectionTitle}>
        총평
      </h2>
      <TextArea
        label="입주민에게 전할 총평"
        hideLabel
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={MAX}
        rows={6}
        placeholder="전체 상태, 먼저 고쳐야 할 곳, 입주 전 확인할 점을 적어 주세요."
        error={error}
        hint={opinionAt ? `${formatDateTime(opinionAt)}에 저장했어요.` : '다섯 가지 점검을 모두 작성 완료하면 저장할 수 있어요.'}
      />
      <Button type="submit" variant="secondary" fullWidth loading={save.isPending} disabled={text.trim() === '' || text.trim() === (opinion ?? '')}>
        총평 저장하기
      </Button>
    </form>
  );
}
