import { ANSWER_BODY_MAX, ANSWER_BODY_MIN } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { FormError } from '../../../components/ui/FormError/FormError';
import { useLeaveGuard } from '../../../components/ui/ModalHost/useLeaveGuard';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, errorStatus, fieldError } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { afterAnswer, useAnswerQuestion } from '../api/answerQuestion';
import styles from './AnswerForm.module.css';

/** Counted like the server's check (the trimmed text's length). */
const lengthOf = (text: string) => text.trim().length;

/**
 * The company's answer to a question: plain text with a live count (ANSWER_BODY_MIN to ANSWER_BODY_MAX), sent once.
 * Leaving with words typed asks first. When the company has answered meanwhile (another account, another tab), the
 * server's 409 is shown and the question is fetched again, so the page shows that answer instead of the form.
 */
export function AnswerForm({ questionIdx }: { questionIdx: number }) {
  const uid = useId();
  const fieldId = `${uid}-answer`;
  const queryClient = useQueryClient();
  const toast = useToast();
  const send = useAnswerQuestion();
  const [body, setBody] = useState('');
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const sending = useRef(false);
  const length = lengthOf(body);

  useLeaveGuard(() => !sending.current && body.trim().length > 0, {
    title: '작성 중인 답변이 사라져요',
    body: '이 화면을 나가면 쓴 답변이 저장되지 않아요.',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (length < ANSWER_BODY_MIN || length > ANSWER_BODY_MAX) {
      setError({
        field:
          length < ANSWER_BODY_MIN
            ? `답변은 ${ANSWER_BODY_MIN}자 이상 적어 주세요.`
            : `답변은 ${formatNumber(ANSWER_BODY_MAX)}자 이하로 적어 주세요.`,
      });
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError({});
    sending.current = true;
    try {
      await send.mutateAsync({ questionIdx, body: body.trim() });
      setBody('');
      sending.current = false;
      toast.show('답변을 등록했어요. 질문한 입주민에게 알림이 갔어요.');
    } catch (failure) {
      sending.current = false;
      const onField = fieldError(failure, 'body');
      if (onField) {
        setError({ field: onField });
        return;
      }
      const message = errorMessage(failure, '답변을 등록하지 못했어요. 잠시 후 다시 시도해 주세요.');
      setError({ form: message });
      if (errorStatus(failure) === 409) {
        toast.show(message);
        void afterAnswer(queryClient, questionIdx);
      }
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="답변 쓰기">
      <TextArea
        id={fieldId}
        label="답변하기"
        labelStyle="section"
        value={body}
        rows={7}
        maxLength={ANSWER_BODY_MAX}
        count={length}
        placeholder="시공 방법, 가격이 정해지는 기준, 준비할 것처럼 입주민에게 도움이 될 내용을 적어 주세요."
        error={error.field}
        hint={
          length < ANSWER_BODY_MIN
            ? `${ANSWER_BODY_MIN - length}자 더 적어 주세요`
            : '업체는 질문마다 한 번 답변할 수 있고, 등록한 답변은 고칠 수 없어요.'
        }
        onChange={(e) => {
          setBody(e.target.value);
          if (error.field || error.form) setError({});
        }}
      />
      <FormError message={error.form} />
      <Button type="submit" size="lg" fullWidth loading={send.isPending}>
        답변 등록하기
      </Button>
    </form>
  );
}
