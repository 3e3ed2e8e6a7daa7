import { QUESTION_PHOTOS_MAX } from '@ipju/contract';
import { AlertCircle, Camera, RotateCw, X } from 'lucide-react';
import { useId } from 'react';
import { QUESTION_PHOTO_TYPES } from '../api/uploadQuestionPhoto';
import type { PickedPhoto } from './usePhotoUploads';
import styles from './PhotoPicker.module.css';

export interface PhotoPickerProps {
  photos: readonly PickedPhoto[];
  onAdd: (files: FileList) => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  /** Why some picked files were not added (Korean). */
  notice: string | null;
  error?: string | null;
}

/** Question photos: an add tile and square previews with upload progress, retry and remove. */
export function PhotoPicker({ photos, onAdd, onRemove, onRetry, notice, error }: PhotoPickerProps) {
  const uid = useId();
  const full = photos.length >= QUESTION_PHOTOS_MAX;
  const message = error ?? notice ?? photos.find((p) => p.status === 'error')?.error ?? null;
  return (
    <div className={styles.picker} role="group" aria-labelledby={`${uid}-title`} aria-describedby={`${uid}-hint`}>
      <div className={styles.titleRow}>
        <p id={`${uid}-title`} className={styles.title}>
          사진 <span className={styles.optional}>(선택)</span>
        </p>
        <p className={styles.count} aria-live="polite">
          {photos.length}/{QUESTION_PHOTOS_MAX}
        </p>
      </div>
      <ul className={styles.grid}>
        <li>
          <label className={styles.add} data-disabled={full || undefined}>
            <input
              type="file"
              accept={QUESTION_PHOTO_TYPES.join(',')}
              multiple
              disabled={full}
              className={styles.file}
              aria-label="사진 추가하기"
              data-testid="question-photo-input"
              onChange={(e) => {
                if (e.target.files && e.target.files.length > 0) onAdd(e.target.files);
                e.target.value = '';
              }}
            />
            <Camera size={22} aria-hidden="true" />
            <span aria-hidden="true">사진 추가</span>
          </label>
        </li>
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <div className={styles.preview} data-status={photo.status}>
              <img src={photo.url} alt={`올린 사진 ${i + 1}`} className={styles.image} draggable={false} />
              {photo.status === 'uploading' && (
                <div
                  className={styles.overlay}
                  role="progressbar"
                  aria-label={`사진 ${i + 1} 올리는 중`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(photo.progress * 100)}
                >
                  {Math.round(photo.progress * 100)}%
                </div>
              )}
              {photo.status === 'error' && (
                <button type="button" className={styles.failed} onClick={() => onRetry(photo.id)} aria-label={`사진 ${i + 1} 다시 올리기`}>
                  <RotateCw size={18} aria-hidden="true" />
                </button>
              )}
              <button type="button" className={styles.remove} onClick={() => onRemove(photo.id)} aria-label={`사진 ${i + 1} 빼기`}>
                <X size={14} strokeWidth={2.5} aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      {message ? (
        <p id={`${uid}-hint`} className={styles.error} role="alert">
          <AlertCircle size={14} aria-hidden="true" />
          {message}
        </p>
      ) : (
        <p id={`${uid}-hint`} className={styles.hint}>
          하자 부위나 견적서처럼 상황이 보이는 사진이 있으면 더 정확한 답변을 받을 수 있어요. 5장까지 올릴 수 있어요.
        </p>
      )}
    </div>
  );
}
