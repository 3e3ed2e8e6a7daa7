import { Images } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useItemImages } from '../api/listItemImages';
import styles from './Gallery.module.css';

const ImageViewer = lazy(async () => ({
  default: (await import('../../../components/ui/ImageViewer/ImageViewer')).ImageViewer,
}));

/** Swipeable photo strip (4:3, no layout shift); tapping a photo opens the full-screen viewer on it. */
export function Gallery({ itemIdx, fallbackUrl, name }: { itemIdx: number; fallbackUrl: string; name: string }) {
  const images = useItemImages(itemIdx);
  const [index, setIndex] = useState(0);
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const stripRef = useRef<HTMLDivElement>(null);

  if (images.isPending) {
    return <Skeleton height="auto" radius={0} style={{ aspectRatio: '4 / 3' }} />;
  }
  // A failed or empty image list still shows the item's thumbnail, never a blank.
  const list =
    images.data && images.data.length > 0 ? images.data : [{ imageIdx: 0, url: fallbackUrl, alt: name, width: 0, height: 0 }];

  return (
    <div className={styles.gallery}>
      <div
        ref={stripRef}
        className={styles.strip}
        onScroll={(event) => {
          const el = event.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
        aria-label={`${name} 사진 ${list.length}장`}
        role="region"
      >
        {list.map((image, i) => (
          <button
            key={image.imageIdx || image.url}
            type="button"
            className={styles.slide}
            onClick={() => setViewerAt(i)}
            aria-label={`${image.alt || `사진 ${i + 1}`} 크게 보기`}
          >
            <ProgressiveImage
              src={image.url}
              alt={image.alt || `${name} 사진 ${i + 1}`}
              aspectRatio="4/3"
              sizes="(max-width: 580px) 100vw, 580px"
              priority={i === 0}
            />
          </button>
        ))}
      </div>
      {list.length > 1 && (
        <span className={styles.counter} aria-hidden="true">
          <Images size={14} />
          {Math.min(index + 1, list.length)} / {list.length}
        </span>
      )}
      {viewerAt !== null && (
        <Suspense fallback={null}>
          <ImageViewer
            isOpen
            onClose={() => setViewerAt(null)}
            images={list.map((image) => image.url)}
            alts={list.map((image, i) => image.alt || `${name} 사진 ${i + 1}`)}
            startIndex={viewerAt}
            aria-label={`${name} 사진 크게 보기`}
          />
        </Suspense>
      )}
    </div>
  );
}
