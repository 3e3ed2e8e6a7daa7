import { REVIEW_PHOTOS_MAX } from '@ipju/contract';
import { AlertCircle, Camera, RotateCw, X } from 'lucide-react';
import { useId } from 'react';
import { REVIEW_PHOTO_RULE } from '../api/uploadReviewPhoto';
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

/**
 * Review photos: an add tile (several at once, JPG/PNG/WEBP up to 10MB, 10 in all) and square previews,
 * each with its upload progress, a retry when it failed, and a remove button.
 */
export function PhotoPicker({ photos, onAdd, onRemove, onRetry, notice, error }: PhotoPickerProps) {
  const uid = useId();
  const full = photos.length >= REVIEW_PHOTOS_MAX;
  const message = error ?? notice;
  return (
    <div className={styles.picker} role="group" aria-labelledby={`${uid}-title`} aria-describedby={`${uid}-hint`}>
      <div className={styles.titleRow}>
        <p id={`${uid}-title`} className={styles.title}>
          사진 <span className={styles.optional}>(선택)</span>
        </p>
        <p className={styles.count} aria-live="polite">
          {photos.length}/{REVIEW_PHOTOS_MAX}
        </p>
      </div>
      <ul className={styles.grid}>
        <li>
          <label className={styles.add} data-disabled={full || undefined}>
            <input
              type="file"
              accept={REVIEW_PHOTO_RULE.mimeTypes.join(',')}
              multiple
              disabled={full}
              className={styles.file}
              aria-label="사진 추가하기"
              data-testid="review-photo-input"
              onChange={(e) => {
                if (e.target.files && e.target.files.length > 0) onAdd(e.target.files);
                e.target.value = '';
              }}
            />
            <Camera size={24} aria-hidden="true" />
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
                  <span className={styles.percent}>{Math.round(photo.progress * 100)}%</span>
                  <span className={styles.bar}>
                    <span className={styles.barFill} style={{ width: `${Math.round(photo.progress * 100)}%` }} />
                  </span>
                </div>
              )}
              {photo.status === 'error' && (
                <button type="button" className={styles.failed} onClick={() => onRetry(photo.id)} aria-label={`사진 ${i + 1} 다시 올리기`}>
                  <RotateCw size={18} aria-hidden="true" />
                  <span aria-hidden="true">다시 올리기</span>
                </button>
              )}
              <button type="button" className={styles.remove} onClick={() => onRemove(photo.id)} aria-label={`사진 ${i + 1} 빼기`}>
                <X size={14} strokeWidth={2.5} aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      {photos
        .filter((p) => p.status === 'error' && p.error)
        .slice(0, 1)
        .map((p) => (
          <p key={p.id} className={styles.error} role="alert">
            <AlertCircle size={14} aria-hidden="true" />
            {p.error}
          </p>
        ))}
      {message ? (
        <p id={`${uid}-hint`} className={styles.error} role="alert">
          <AlertCircle size={14} aria-hidden="true" />
          {message}
        </p>
      ) : (
        <p id={`${uid}-hint`} className={styles.hint}>
          시공 전후가 보이는 사진이 가장 도움이 돼요. JPG, PNG, WEBP 사진을 한 장에 10MB까지 올릴 수 있어요.
        </p>
      )}
    </div>
  );
}
