import type { ChatCannedAnswer } from '@ipju/contract';
import { Plus, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useStaffCannedAnswers } from '../api/staffListChatCannedAnswers';
import styles from '../pages/StaffChat.module.css';
import { CannedAnswerFormSheet } from './CannedAnswerFormSheet';
import { ManageCannedAnswersSheet } from './ManageCannedAnswersSheet';

/** Which sheet is open: a new answer, the list to manage, or one answer being rewritten. */
type Sheet = { kind: 'add' } | { kind: 'manage' } | { kind: 'edit'; answer: ChatCannedAnswer } | null;

/** The team's canned answers above the message box: one tap puts the answer into it, to edit or send. */
export function CannedAnswers({ onPick, draft }: { onPick: (text: string) => void; draft: string }) {
  const answers = useStaffCannedAnswers();
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);
  return (
    <>
      <ul className={styles.canned} aria-label="자주 쓰는 답변">
        {answers.data?.map((answer) => (
          <li key={answer.cannedAnswerIdx}>
            <button type="button" className={styles.cannedButton} onClick={() => onPick(answer.text)} title={answer.text}>
              {answer.title}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={styles.cannedAdd} onClick={() => setSheet({ kind: 'add' })}>
            <Plus size={14} aria-hidden="true" />
            답변 추가
          </button>
        </li>
        {Boolean(answers.data?.length) && (
          <li>
            <button type="button" className={styles.cannedAdd} onClick={() => setSheet({ kind: 'manage' })}>
              <Settings2 size={14} aria-hidden="true" />
              답변 관리
            </button>
          </li>
        )}
      </ul>
      {sheet?.kind === 'add' && <CannedAnswerFormSheet onClose={close} draft={draft} />}
      {sheet?.kind === 'edit' && <CannedAnswerFormSheet key={sheet.answer.cannedAnswerIdx} onClose={close} draft={draft} editing={sheet.answer} />}
      {sheet?.kind === 'manage' && (
        <ManageCannedAnswersSheet answers={answers.data ?? []} onClose={close} onEdit={(answer) => setSheet({ kind: 'edit', answer })} />
      )}
    </>
  );
}
