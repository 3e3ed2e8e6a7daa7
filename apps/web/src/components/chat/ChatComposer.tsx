import { CHAT_PHOTOS_MAX, CHAT_TEXT_MAX, type UploadType } from '@ipju/contract';
import { AlertCircle, Camera, RotateCw, SendHorizontal, X } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { getPresignedUrl } from '../../lib/api/getPresignedUrl';
import { usePhotoUploads } from '../ui/PhotoPicker/usePhotoUploads';
import styles from './Chat.module.css';


export interface ChatComposerProps {
  /** The draft (the room keeps it: canned answers are put into it). */
  text: string;
  onTextChange: (text: string) => void;
  onSend: (input: { text: string; photoFileIds: string[]; photoCount: number }) => void;
  /** The upload type of chat photos; null: text only. */
  photoType: UploadType | null;
  /** Where the signed upload address comes from (the partner console's bearer operation). */
  presign?: typeof getPresignedUrl;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * The message box: text (Enter adds a line; the send button sends), photos uploaded as soon as they are
 * picked (the uploads the reviews use), and the send button, which waits for the photos to be up.
 */
export function ChatComposer({ text, onTextChange, onSend, photoType, presign, placeholder = '메시지를 입력해 주세요', disabled }: ChatComposerProps) {
  const uid = useId();
  const uploads = usePhotoUploads(photoType ?? 'chat', CHAT_PHOTOS_MAX, [], presign);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const hasPhotos = uploads.photos.length > 0;
  const canSend = !disabled && !uploads.uploading && !uploads.failed && (text.trim().length > 0 || uploads.keys.length > 0);

  const submit = () => {
    if (!canSend) return;
    onSend({ text, photoFileIds: uploads.keys, photoCount: uploads.keys.length });
    onTextChange('');
    for (const photo of uploads.photos) uploads.remove(photo.id);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A hardware keyboard's Ctrl/Cmd+Enter sends; plain Enter is a new line (phones have no other way).
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-label="메시지 쓰기"
    >
      {hasPhotos && (
        <ul className={styles.attachments} aria-label="보낼 사진">
          {uploads.photos.map((photo) => (
            <li key={photo.id} className={styles.attachment} data-status={photo.status}>
              <img src={photo.url} alt="" width={56} height={56} />
              {photo.status === 'uploading' && <span className={styles.progress} style={{ width: `${Math.round(photo.progress * 100)}%` }} />}
              {photo.status === 'error' && (
                <button type="button" className={styles.attachmentRetry} onClick={() => uploads.retry(photo.id)} aria-label="사진 다시 올리기">
                  <RotateCw size={16} aria-hidden="true" />
                </button>
              )}
              <button type="button" className={styles.attachmentRemove} onClick={() => uploads.remove(photo.id)} aria-label="사진 빼기">
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {uploads.notice && (
        <p className={styles.composerNotice} role="alert">
          <AlertCircle size={14} aria-hidden="true" />
          {uploads.notice}
        </p>
      )}
      <div className={styles.composerRow}>
        {photoType && (
          <label className={styles.iconButton} data-disabled={disabled || uploads.photos.length >= CHAT_PHOTOS_MAX || undefined}>
            <input
              type="file"
              accept={uploads.accept.join(',')}
              multiple
              className={styles.file}
              aria-label="사진 첨부하기"
              data-testid="chat-photo-input"
              disabled={disabled || uploads.photos.length >= CHAT_PHOTOS_MAX}
              onChange={(event) => {
                if (event.target.files && event.target.files.length > 0) uploads.add(event.target.files);
                event.target.value = '';
              }}
            />
            <Camera size={22} aria-hidden="true" />
          </label>
        )}
        <label htmlFor={`${uid}-text`} className="visually-hidden">
          메시지
        </label>
        <textarea
          id={`${uid}-text`}
          ref={inputRef}
          className={styles.input}
          rows={1}
          maxLength={CHAT_TEXT_MAX}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.send} disabled={!canSend} aria-label="보내기">
          <SendHorizontal size={20} aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
