import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ProgressiveImage } from '../ProgressiveImage/ProgressiveImage';
import type { AspectRatio } from '../ProgressiveImage/ProgressiveImage';
import { Modal } from './Modal';
import styles from './Modal.module.css';

export interface ImageModalProps {
  isOpen: boolean;
  onClose: () => void;
  src: string;
  alt: string;
  /** Width / height of the image, e.g. 1 or '4/5'. Default 1. */
  aspectRatio?: AspectRatio;
  title?: ReactNode;
  body?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** The underlined link under the button. Default '닫기'. */
  cancelLabel?: string;
  /** Defaults to onClose. */
  onCancel?: () => void;
  closeOnOverlayClick?: boolean;
}

/** An image (promotion, notice) with one action button and an underlined cancel link. */
export function ImageModal({
  isOpen,
  onClose,
  src,
  alt,
  aspectRatio = 1,
  title,
  body,
  confirmLabel,
  onConfirm,
  cancelLabel = '닫기',
  onCancel,
  closeOnOverlayClick = true,
}: ImageModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      aria-label={title ? undefined : alt}
      closeOnOverlayClick={closeOnOverlayClick}
      actions={
        <div className={styles.imageActions}>
          <Button fullWidth size="lg" onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <button type="button" className={styles.linkButton} onClick={onCancel ?? onClose}>
            {cancelLabel}
          </button>
        </div>
      }
    >
      <div className={styles.image}>
        <ProgressiveImage src={src} alt={alt} aspectRatio={aspectRatio} sizes="(max-width: 580px) 100vw, 580px" />
      </div>
      {title && <h2 className={styles.title}>{title}</h2>}
      {body && <div className={styles.body}>{body}</div>}
    </Modal>
  );
}
