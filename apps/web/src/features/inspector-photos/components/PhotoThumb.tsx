import { PHOTO_ROLE_LABELS, type PhotoRole, type PhotoShape } from '@ipju/contract';
import { AnnotatedPhoto } from '../../../components/ui/PhotoAnnotator/AnnotatedPhoto';
import styles from './PhotoCapture.module.css';

export interface PhotoThumbProps {
  url: string;
  width: number | null;
  height: number | null;
  annotations: readonly PhotoShape[];
  role: PhotoRole | null;
  alt: string;
  /** Shown over a photo still on the device: '전송 대기', or the server's reason it was refused. */
  waiting?: string;
  onOpen?: () => void;
}

/** A photo with its marks, its role under it; tapping opens it for marking. */
export function PhotoThumb({ url, width, height, annotations, role, alt, waiting, onOpen }: PhotoThumbProps) {
  const body = (
    <>
      <AnnotatedPhoto src={url} alt={alt} width={width ?? 0} height={height ?? 0} shapes={annotations} displayWidth={320} />
      {waiting && <span className={styles.waiting}>{waiting}</span>}
      <span className={styles.thumbCaption}>{role ? PHOTO_ROLE_LABELS[role] : '사진'}</span>
    </>
  );
  if (!onOpen) return <div className={styles.thumb}>{body}</div>;
  return (
    <button type="button" className={styles.thumb} onClick={onOpen} aria-label={`${alt} 표시하기${waiting ? ` (${waiting})` : ''}`}>
      {body}
    </button>
  );
}
