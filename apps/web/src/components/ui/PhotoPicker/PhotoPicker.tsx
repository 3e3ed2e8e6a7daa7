import { AlertCircle, Camera, RotateCw, X } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { PhotoUploads } from './usePhotoUploads';
import styles from './PhotoPicker.module.css';

export interface PhotoPickerProps {
  /** The form's photos (usePhotoUploads). */
  uploads: PhotoUploads;
  /** What helps and what is allowed; shown while there is nothing to fix. */
  hint: ReactNode;
  /** The form's message about the photos (e.g. still uploading); shown in place of the hint. */
  error?: string | null;
  /** After a photo is added or removed (a form clears its photo message). */
  onChange?: () => void;
  /** The file input's test id (browser journeys hand it files). */
  inputTestId?: string;
  /** The group's title; default '사진 (선택)'. */
  title?: ReactNode;
}

/**
 * Optional photos of a form: an add tile (several at once, up to the form's count) and square previews,
 * each with its upload progress, a retry when it failed, and a remove button. Files refused at picking
 * and failed uploads are said in Korean under the grid.
 */
export function PhotoPicker({ uploads, hint, error, onChange, inputTestId, title }: PhotoPickerProps) {
  const uid = useId();
  const { photos, max } = uploads;
  const full = photos.length >= max;
  const message = error ?? uploads.notice;
  const failed = photos.find((p) => p.status === 'error' && p.error);
  return (
    <div className={styles.picker} role="group" aria-labelledby={`${uid}-title`} aria-describedby={`${uid}-hint`}>
      <div className={styles.titleRow}>
        <p id={`${uid}-title`} className={styles.title}>
          {title ?? (
            <>
              사진 <span className={styles.optional}>(선택)</span>
            </>
          )}
        </p>
        <p className={styles.count} aria-live="polite">
          {photos.length}/{max}
        </p>
      </div>
      <ul className={styles.grid}>
        <li>
          <label className={styles.add} data-disabled={full || undefined}>
            <input
              type="file"
              accept={uploads.accept.join(',')}
              multiple
              disabled={full}
              className={styles.file}
              aria-label="사진 추가하기"
              data-testid={inputTestId}
              onChange={(e) => {
                if (e.target.files && e.target.files.length > 0) {
                  uploads.add(e.target.files);
                  onChange?.();
                }
                e.target.value = '';
              }}
            />
            <Camera size={24} aria-hidden="true" />
            <span aria-hidden="true">사진 추가</span>
          </label>
        </li>
        {photos.map((photo, i) => {
          const percent = Math.round(photo.progress * 100);
          return (
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
                    aria-valuenow={percent}
                  >
                    <span className={styles.percent}>{percent}%</span>
                    <span className={styles.bar}>
                      <span className={styles.barFill} style={{ width: `${percent}%` }} />
                    </span>
                  </div>
                )}
                {photo.status === 'error' && (
                  <button type="button" className={styles.failed} onClick={() => uploads.retry(photo.id)} aria-label={`사진 ${i + 1} 다시 올리기`}>
                    <RotateCw size={18} aria-hidden="true" />
                    <span aria-hidden="true">다시 올리기</span>
                  </button>
                )}
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => {
                    uploads.remove(photo.id);
                    onChange?.();
                  }}
                  aria-label={`사진 ${i + 1} 빼기`}
                >
                  <X size={14} strokeWidth={2.5} aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p className={styles.error} role="alert">
          <AlertCircle size={14} aria-hidden="true" />
          {failed.error}
        </p>
      )}
      {message ? (
        <p id={`${uid}-hint`} className={styles.error} role="alert">
          <AlertCircle size={14} aria-hidden="true" />
          {message}
        </p>
      ) : (
        <p id={`${uid}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
