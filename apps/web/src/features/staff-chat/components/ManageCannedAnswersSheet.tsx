import type { ChatCannedAnswer } from '@ipju/contract';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { useStaffDeleteChatCannedAnswer } from '../api/staffDeleteChatCannedAnswer';
import styles from '../pages/StaffChat.module.css';

/** Every canned answer of the team with its text, to rewrite (고치기) or remove (지우기, after asking). */
export function ManageCannedAnswersSheet({
  answers,
  onClose,
  onEdit,
}: {
  answers: ChatCannedAnswer[];
  onClose: () => void;
  onEdit: (answer: ChatCannedAnswer) => void;
}) {
  const remove = useStaffDeleteChatCannedAnswer();
  const modal = useModal();
  const toast = useToast();
  const onRemove = async (answer: ChatCannedAnswer) => {
    const ok = await modal.confirm({
      title: `'${answer.title}' 답변을 지울까요?`,
      body: '팀 모두의 자주 쓰는 답변에서 사라져요. 이미 보낸 메시지는 그대로예요.',
      confirmLabel: '지우기',
      confirmVariant: 'danger',
      cancelLabel: '취소',
    });
    if (!ok) return;
    remove.mutate(answer.cannedAnswerIdx, {
      onSuccess: () => toast.show('답변을 지웠어요'),
      onError: (error) => toast.show(errorMessage(error, '답변을 지우지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });
  };
  return (
    <BottomSheet isOpen onClose={onClose}>
      <BottomSheet.Header title="자주 쓰는 답변 관리" description="고치거나 지운 내용은 팀 모두에게 바로 반영돼요." />
      <BottomSheet.Content>
        {answers.length === 0 ? (
          <p className={styles.cannedEmpty}>아직 자주 쓰는 답변이 없어요.</p>
        ) : (
          <ul className={styles.cannedManage} aria-label="자주 쓰는 답변 목록">
            {answers.map((answer) => (
              <li key={answer.cannedAnswerIdx} className={styles.cannedManageItem}>
                <p className={styles.cannedManageTitle}>{answer.title}</p>
                <p className={styles.cannedManageText}>{answer.text}</p>
                <div className={styles.cannedManageActions}>
                  <Button size="sm" variant="secondary" onClick={() => onEdit(answer)} aria-label={`${answer.title} 고치기`}>
                    고치기
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void onRemove(answer)} aria-label={`${answer.title} 지우기`}>
                    지우기
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </BottomSheet.Content>
    </BottomSheet>
  );
}
