import { RefreshCw } from 'lucide-react';
import { Button } from '../Button/Button';
import { Modal } from './Modal';
import styles from './Modal.module.css';

export interface UpdateModalProps {
  isOpen: boolean;
  /** Opens the store page. */
  onUpdate: () => void;
}

/** Forced app update: no outside click, no Escape, one button. */
export function UpdateModal({ isOpen, onUpdate }: UpdateModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => {}}
      role="alertdialog"
      closeOnOverlayClick={false}
      closeOnEscape={false}
      className={styles.centerText}
      title={
        <>
          <span className={styles.updateIcon} aria-hidden="true">
            <RefreshCw size={32} />
          </span>
          새 버전이 나왔어요
        </>
      }
      actions={
        <Button fullWidth size="lg" onClick={onUpdate} data-autofocus>
          앱 업데이트
        </Button>
      }
    >
      안정적인 서비스 이용을 위해 최신 버전으로 업데이트해 주세요.
    </Modal>
  );
}
