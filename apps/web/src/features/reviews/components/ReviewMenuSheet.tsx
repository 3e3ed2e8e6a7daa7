import { Pencil, Siren, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import styles from './ReviewMenuSheet.module.css';

export interface ReviewMenuSheetProps {
  isOpen: boolean;
  onClose: () => void;
  isMine: boolean;
  onReport: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The ⋯ menu of a review: 신고하기 on someone else's, 수정하기 and 삭제하기 on my own. */
export function ReviewMenuSheet({ isOpen, onClose, isMine, onReport, onEdit, onDelete }: ReviewMenuSheetProps) {
  return (
    <BottomSheet isOpen={isOpen} onClose={onClose} aria-label="후기 메뉴">
      <BottomSheet.Content>
        <ul className={styles.list}>
          {isMine ? (
            <>
              <Action icon={<Pencil size={20} aria-hidden="true" />} onClick={onEdit}>
                수정하기
              </Action>
              <Action icon={<Trash2 size={20} aria-hidden="true" />} onClick={onDelete} danger>
                삭제하기
              </Action>
            </>
          ) : (
            <Action icon={<Siren size={20} aria-hidden="true" />} onClick={onReport}>
              신고하기
            </Action>
          )}
        </ul>
      </BottomSheet.Content>
    </BottomSheet>
  );
}

function Action({ icon, onClick, danger = false, children }: { icon: ReactNode; onClick: () => void; danger?: boolean; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={styles.action} data-danger={danger || undefined} onClick={onClick}>
        {icon}
        {children}
      </button>
    </li>
  );
}
