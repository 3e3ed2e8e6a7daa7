import type { ReviewPhotoDto } from '@ipju/contract';
import { optimizedImageUrl } from '../../../lib/image';
import styles from './ReviewPhotos.module.css';

/** A review's photos as fixed 88 px squares in a row that scrolls sideways (no layout shift). */
export function ReviewPhotos({ photos, onOpen }: { photos: readonly ReviewPhotoDto[]; onOpen: (index: number) => void }) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.row} aria-label={`후기 사진 ${photos.length}장`}>
      {photos.map((photo, i) => (
        <li key={`${photo.url}-${i}`}>
          <button type="button" className={styles.thumb} onClick={() => onOpen(i)} aria-label={`사진 ${i + 1} 크게 보기`}>
            <img src={optimizedImageUrl(photo.url, 320)} alt="" loading="lazy" decoding="async" width={88} height={88} draggable={false} />
          </button>
        </li>
      ))}
    </ul>
  );
}
