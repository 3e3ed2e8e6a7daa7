import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { ButtonVariant } from '../Button/Button';
import { Modal } from './Modal';

export interface ConfirmModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Confirm button. The modal does not close itself: call onClose when done. */
  onConfirm: () => void;
  /** Cancel button; defaults to onClose. */
  onCancel?: () => void;
  title: ReactNode;
  body?: ReactNode;
  /** Name the action, e.g. '삭제하기'. Default '확인'. */
  confirmLabel?: string;
  /** Default '취소'. */
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  confirmLoading?: boolean;
  closeOnOverlayClick?: boolean;
  onExited?: () => void;
}

export function ConfirmModal({
  isOpen,
  onClose,
  onConfirm,
  onCancel,
  title,
  body,
  confirmLabel = '확인',
  cancelLabel = '취소',
  confirmVariant = 'primary',
  confirmLoading = false,
  closeOnOverlayClick = true,
  onExited,
}: ConfirmModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      role="alertdialog"
      closeOnOverlayClick={closeOnOverlayClick}
      onExited={onExited}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel ?? onClose}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={confirmLoading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}

export interface AlertModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Defaults to onClose. */
  onConfirm?: () => void;
  title: ReactNode;
  body?: ReactNode;
  /** Default '확인'. */
  confirmLabel?: string;
  closeOnOverlayClick?: boolean;
  onExited?: () => void;
}

/** One-button notice. */
export function AlertModal({
  isOpen,
  onClose,
  onConfirm,
  title,
  body,
  confirmLabel = '확인',
  closeOnOverlayClick = true,
  onExited,
}: AlertModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      role="alertdialog"
      closeOnOverlayClick={closeOnOverlayClick}
      onExited={onExited}
      actions={
        <Button onClick={onConfirm ?? onClose} data-autofocus>
          {confirmLabel}
        </Button>
      }
    >
      {body}
    </Modal>
  );
}
