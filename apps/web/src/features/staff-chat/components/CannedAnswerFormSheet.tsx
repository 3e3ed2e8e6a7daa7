import { CHAT_CANNED_TITLE_MAX, CHAT_TEXT_MAX, type ChatCannedAnswer } from '@ipju/contract';
import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { TextField } from '../../../components/ui/TextField/TextField';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { useStaffCreateChatCannedAnswer } from '../api/staffCreateChatCannedAnswer';
import { useStaffUpdateChatCannedAnswer } from '../api/staffUpdateChatCannedAnswer';
import styles from '../pages/StaffChat.module.css';

/**
 * A canned answer's title (the chip) and text (what it puts into the message box): a new one for the team,
 * starting from what is in the message box, or one that exists, rewritten.
 */
export function CannedAnswerFormSheet({ onClose, draft, editing }: { onClose: () => void; draft: string; editing?: ChatCannedAnswer }) {
  const create = useStaffCreateChatCannedAnswer();
  const update = useStaffUpdateChatCannedAnswer();
  const toast = useToast();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [text, setText] = useState(editing?.text ?? draft);
  const [errors, setErrors] = useState<{ title?: string; text?: string }>({});
  const pending = create.isPending || update.isPending;

  const onError = (error: unknown) => {
    const titleError = fieldError(error, 'title');
    const textError = fieldError(error, 'text');
    if (titleError || textError) setErrors({ ...(titleError ? { title: titleError } : {}), ...(textError ? { text: textError } : {}) });
    else toast.show(errorMessage(error, '답변을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.'));
  };
  const save = () => {
    const found = { ...(title.trim() ? {} : { title: '제목을 입력해 주세요.' }), ...(text.trim() ? {} : { text: '답변 내용을 입력해 주세요.' }) };
    setErrors(found);
    if (found.title || found.text) return;
    const body = { title: title.trim(), text };
    const done = (message: string) => () => {
      toast.show(message);
      onClose();
    };
    if (editing) update.mutate({ cannedAnswerIdx: editing.cannedAnswerIdx, body }, { onSuccess: done('답변을 고쳤어요'), onError });
    else create.mutate(body, { onSuccess: done('자주 쓰는 답변에 넣었어요'), onError });
  };
  return (
    <BottomSheet isOpen onClose={onClose}>
      <BottomSheet.Header
        title={editing ? '자주 쓰는 답변 고치기' : '자주 쓰는 답변 추가'}
        description={editing ? '고친 내용은 팀 모두에게 바로 보여요.' : '팀 모두가 한 번에 넣어 쓸 수 있어요.'}
      />
      <BottomSheet.Content className={styles.sheet}>
        <TextField label="제목" value={title} maxLength={CHAT_CANNED_TITLE_MAX} placeholder="예: 일정 변경 안내" error={errors.title} onChange={(e) => setTitle(e.target.value)} />
        <TextArea label="답변 내용" value={text} maxLength={CHAT_TEXT_MAX} rows={5} error={errors.text} onChange={(e) => setText(e.target.value)} />
      </BottomSheet.Content>
      <BottomSheet.Footer>
        <Button fullWidth size="lg" loading={pending} onClick={save}>
          저장하기
        </Button>
      </BottomSheet.Footer>
    </BottomSheet>
  );
}
