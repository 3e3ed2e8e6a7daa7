import { lazy, Suspense, useState } from 'react';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { formatDate } from '../../../lib/format';
import { useItemPortfolio } from '../api/getItemPortfolio';
import styles from './Portfolio.module.css';

const ImageViewer = lazy(async () => ({
  default: (await import('../../../components/ui/ImageViewer/ImageViewer')).ImageViewer,
}));

/** 시공 사례: photos of real jobs the company uploaded for this service; tapping one opens the viewer. Hidden when none. */
export function Portfolio({ itemIdx }: { itemIdx: number }) {
  const portfolio = useItemPortfolio(itemIdx);
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  if (portfolio.isPending) {
    return (
      <section className={styles.root} aria-busy="true" aria-label="시공 사례를 불러오는 중이에요">
        <Skeleton width={80} height={22} />
        <div className={styles.strip}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} width={140} height={105} radius={12} />
          ))}
        </div>
      </section>
    );
  }
  const photos = portfolio.data?.photos ?? [];
  if (!photos.length) return null;
  return (
    <section className={styles.root} aria-labelledby="portfolio-title">
      <h2 id="portfolio-title" className={styles.title}>
        시공 사례 <span className={styles.count}>{photos.length}</span>
      </h2>
      <ul className={styles.strip}>
        {photos.map((photo, i) => (
          <li key={photo.photoIdx} className={styles.card}>
            <button type="button" className={styles.photoButton} onClick={() => setViewerAt(i)} aria-label={`${photo.caption} 크게 보기`}>
              <ProgressiveImage src={photo.url} alt="" aspectRatio={4 / 3} sizes="140px" className={styles.photo} />
            </button>
            <p className={styles.caption}>{photo.caption}</p>
            {photo.workedOn && <p className={styles.date}>{formatDate(photo.workedOn)}</p>}
          </li>
        ))}
      </ul>
      {viewerAt !== null && (
        <Suspense fallback={null}>
          <ImageViewer
            isOpen
            onClose={() => setViewerAt(null)}
            images={photos.map((p) => p.url)}
            alts={photos.map((p) => p.caption)}
            startIndex={viewerAt}
            aria-label="시공 사례 크게 보기"
          />
        </Suspense>
      )}
    </section>
  );
}
