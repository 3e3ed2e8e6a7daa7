import type { QuestionDetail } from '@ipju/contract';
import { Flag, PencilLine, Trash2 } from 'lucide-react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import styles from './QuestionMenuSheet.module.css';

export interface QuestionMenuSheetProps {
  isOpen: boolean;
  onClose: () => void;
  question: Pick<QuestionDetail, 'isMine' | 'canEdit' | 'editBlockedReason' | 'answerCount' | 'status'>;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
}

/** The ⋯ menu of a question: 수정하기 and 삭제하기 for its author (until answered), 신고하기 for others. */
export function QuestionMenuSheet({ isOpen, onClose, question, onEdit, onDelete, onReport }: QuestionMenuSheetProps) {
  const pick = (action: () => void) => () => {
    onClose();
    action();
  };
  const canDelete = question.isMine && question.answerCount === 0 && question.status !== 'removed';
  return (
    <BottomSheet isOpen={isOpen} onClose={onClose} aria-label="질문 메뉴">
      <BottomSheet.Content>
        <ul className={styles.menu}>
          {question.isMine ? (
            <>
              <li>
                <button type="button" className={styles.item} disabled={!question.canEdit} onClick={pick(onEdit)}>
                  <PencilLine size={20} aria-hidden="true" />
                  수정하기
                </button>
              </li>
              {canDelete && (
                <li>
                  <button type="button" className={`${styles.item} ${styles.danger}`} onClick={pick(onDelete)}>
                    <Trash2 size={20} aria-hidden="true" />
                    삭제하기
                  </button>
                </li>
              )}
            </>
          ) : (
            <li>
              <button type="button" className={styles.item} onClick={pick(onReport)}>
                <Flag size={20} aria-hidden="true" />
                신고하기
              </button>
            </li>
          )}
        </ul>
        {question.isMine && question.editBlockedReason && <p className={styles.note}>{question.editBlockedReason}</p>}
      </BottomSheet.Content>
    </BottomSheet>
  );
}
