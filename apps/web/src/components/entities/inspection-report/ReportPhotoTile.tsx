import { PHOTO_ROLE_SHORT_LABELS } from '@ipju/contract';
import { ProgressiveImage } from '../../ui/ProgressiveImage/ProgressiveImage';
import { AnnotationLayer } from '../../ui/PhotoAnnotator/AnnotationLayer';
import type { ReportPhoto } from './types';
import styles from './ReportPhotoTile.module.css';

/**
 * A finding's photo with its marks, as a button that opens the full-screen viewer. The box takes the photo's
 * own aspect ratio (known from the document before the image loads), so nothing moves and the marks line up.
 */
export function ReportPhotoTile({
  photo,
  alt,
  onOpen,
  priority = false,
}: {
  photo: Pick<ReportPhoto, 'url' | 'width' | 'height' | 'role' | 'annotations'>;
  alt: string;
  onOpen: () => void;
  priority?: boolean;
}) {
  // A photo stored before its size was known is drawn in a 4:3 box (phone cameras' default).
  const width = photo.width && photo.height ? photo.width : 1600;
  const height = photo.width && photo.height ? photo.height : 1200;
  return (
    <button type="button" className={styles.tile} onClick={onOpen} aria-label={`${alt} 크게 보기`}>
      <span className={styles.frame} style={{ aspectRatio: `${width} / ${height}` }}>
        <ProgressiveImage src={photo.url} alt={alt} fill sizes="(max-width: 580px) 50vw, 290px" priority={priority} />
        {photo.annotations.length > 0 && <AnnotationLayer shapes={photo.annotations} width={width} height={height} />}
        {photo.role && <span className={styles.role}>{PHOTO_ROLE_SHORT_LABELS[photo.role]}</span>}
      </span>
    </button>
  );
}
