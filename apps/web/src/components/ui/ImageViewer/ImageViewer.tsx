import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import { optimizedImageUrl } from '../../../lib/image';
import { FullScreenModal } from '../FullScreenModal/FullScreenModal';
import { ProgressiveImage } from '../ProgressiveImage/ProgressiveImage';
import styles from './ImageViewer.module.css';

export interface ImageViewerProps {
  isOpen: boolean;
  onClose: () => void;
  /** Image addresses. */
  images: readonly string[];
  /** Index shown first. Default 0. */
  startIndex?: number;
  /** Alt text per image; default '사진 n'. */
  alts?: readonly string[];
  /** Accessible name of the viewer. Default '사진 크게 보기'. */
  'aria-label'?: string;
  onIndexChange?: (index: number) => void;
  /** Drawn over image `index`, filling its slide (the image is contained in the slide, centred): e.g. marks. */
  renderOverlay?: (index: number) => ReactNode;
}

/**
 * Full-screen image viewer: swipeable main slides (600 px high, 420 px on small screens),
 * a 90 x 90 thumbnail strip, a progress bar and an 'n / total' counter. Arrow keys move.
 */
export function ImageViewer({ isOpen, onClose, 'aria-label': ariaLabel = '사진 크게 보기', ...rest }: ImageViewerProps) {
  // Start again at startIndex on every opening.
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setSession((s) => s + 1);
  }
  return (
    <FullScreenModal isOpen={isOpen} onClose={onClose} dark hideCloseButton aria-label={ariaLabel} bodyClassName={styles.body}>
      <ViewerBody key={session} onClose={onClose} {...rest} />
    </FullScreenModal>
  );
}

function ViewerBody({
  images,
  startIndex = 0,
  alts,
  onIndexChange,
  onClose,
  renderOverlay,
}: Omit<ImageViewerProps, 'isOpen' | 'aria-label'>) {
  const count = images.length;
  const first = Math.max(0, Math.min(Math.trunc(startIndex), count - 1));
  const [index, setIndex] = useState(first);
  const [emblaRef, emblaApi] = useEmblaCarousel({ startIndex: first, loop: false, containScroll: false });
  const thumbsRef = useRef<HTMLDivElement>(null);
  const onIndexChangeRef = useRef(onIndexChange);
  useEffect(() => {
    onIndexChangeRef.current = onIndexChange;
  });

  useEffect(() => {
    onIndexChangeRef.current?.(index);
    thumbsRef.current
      ?.querySelector<HTMLElement>(`[data-index="${index}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [index]);

  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => setIndex(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  const go = useCallback(
    (next: number) => {
      const target = Math.min(Math.max(0, next), count - 1);
      setIndex(target);
      emblaApi?.scrollTo(target);
    },
    [count, emblaApi],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        go(index - 1);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        go(index + 1);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [go, index]);

  const topBar = (
    <div className={styles.topBar}>
      <span className={styles.counter} aria-live="polite" data-testid="viewer-counter">
        {count > 0 ? `${index + 1} / ${count}` : '0 / 0'}
      </span>
      <button type="button" className={styles.close} aria-label="닫기" onClick={onClose}>
        <X aria-hidden="true" size={24} />
      </button>
    </div>
  );

  if (count === 0) {
    return (
      <>
        {topBar}
        <p className={styles.empty}>보여줄 사진이 없어요.</p>
      </>
    );
  }

  const altOf = (i: number) => alts?.[i] ?? `사진 ${i + 1}`;

  return (
    <>
      {topBar}
      <div className={styles.main}>
        <div className={styles.viewport} ref={emblaRef}>
          <div className={styles.container}>
            {images.map((src, i) => (
              <div
                key={`${src}-${i}`}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${count}`}
                aria-hidden={i !== index}
              >
                <ProgressiveImage
                  src={src}
                  alt={altOf(i)}
                  fill
                  fit="contain"
                  sizes="(max-width: 580px) 100vw, 580px"
                  priority={i === first}
                  className={styles.slideImage}
                />
                {renderOverlay?.(i)}
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={cx(styles.nav, styles.prev)}
              aria-label="이전 사진"
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <ChevronLeft aria-hidden="true" size={28} />
            </button>
            <button
              type="button"
              className={cx(styles.nav, styles.next)}
              aria-label="다음 사진"
              disabled={index === count - 1}
              onClick={() => go(index + 1)}
            >
              <ChevronRight aria-hidden="true" size={28} />
            </button>
          </>
        )}
      </div>

      <div
        className={styles.progress}
        role="progressbar"
        aria-label="사진 위치"
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={index + 1}
        aria-valuetext={`${count}장 중 ${index + 1}번째`}
      >
        <span className={styles.progressFill} style={{ width: `${((index + 1) / count) * 100}%` }} />
      </div>

      <div className={styles.thumbs} ref={thumbsRef} role="list" aria-label="사진 목록">
        {images.map((src, i) => (
          <div role="listitem" key={`${src}-${i}`}>
            <button
              type="button"
              data-index={i}
              className={cx(styles.thumb, i === index && styles.thumbCurrent)}
              aria-label={`${i + 1}번째 사진 보기`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            >
              <img src={optimizedImageUrl(src, 320)} alt="" loading="lazy" decoding="async" draggable={false} />
            </button>
          </div>
        ))}
      </div>
    </>
  );
}
