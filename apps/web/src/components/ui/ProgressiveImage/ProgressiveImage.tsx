import { ImageOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { CSSProperties, SyntheticEvent } from 'react';
import { cx } from '../../../lib/cx';
import { buildSrcSet, optimizedImageUrl } from '../../../lib/image';
import { IMAGE_QUALITY, IMAGE_WIDTHS } from '../../../styles/tokens';
import styles from './ProgressiveImage.module.css';

/** Width / height: 1.5, or '4/3'. */
export type AspectRatio = number | `${number}/${number}`;

interface CommonProps {
  src: string;
  /** Required; pass '' only for purely decorative images. */
  alt: string;
  /** e.g. '(max-width: 580px) 100vw, 580px'. Default '100vw'. */
  sizes?: string;
  fit?: 'cover' | 'contain';
  /** CSS object-position: which part of the picture a cropped frame keeps (default centre). */
  position?: string;
  quality?: number;
  /** The page's largest picture on the first screen (its LCP): eager loading and high fetch priority. */
  priority?: boolean;
  /** On the first screen but not the largest: loaded at once, at normal priority. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
}

/** A fixed aspect ratio (no layout shift), or `fill` to fill a sized parent. */
export type ProgressiveImageProps = CommonProps &
  ({ aspectRatio: AspectRatio; fill?: false } | { fill: true; aspectRatio?: undefined });

/**
 * Image through the optimizer (/_image, widths 320-1600) over a grey box of its final shape until it
 * arrives, with a grey placeholder and icon on error instead of a broken image. The picture is drawn as
 * soon as the browser has it (no blur waiting for the script), so a server-rendered page shows it sharp.
 */
export function ProgressiveImage({
  src,
  alt,
  sizes = '100vw',
  fit = 'cover',
  position,
  quality = IMAGE_QUALITY,
  priority = false,
  eager = false,
  className,
  imgClassName,
  style,
  onLoad,
  onError,
  ...shape
}: ProgressiveImageProps) {
  // Only a failure changes what is drawn (the picture covers the grey box by itself once it arrives), so a
  // loaded picture re-renders nothing: on a page of thumbnails that was a render per picture, and right after
  // hydration one synchronous render for all of them.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;

  // A picture that failed before the app started (a server-rendered page) has sent its error event already.
  const imgRef = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailedSrc(src);
    },
    [src],
  );

  const ratio = shape.fill ? undefined : String(shape.aspectRatio).replace('/', ' / ');
  const wrapperStyle: CSSProperties = { ...style, ...(ratio ? { aspectRatio: ratio } : {}) };

  return (
    <div
      className={cx(styles.wrapper, shape.fill && styles.fill, className)}
      style={wrapperStyle}
      data-status={failed ? 'error' : undefined}
    >
      {failed ? (
        <div className={styles.fallback} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          <ImageOff aria-hidden="true" size={28} strokeWidth={1.5} />
        </div>
      ) : (
        <img
          ref={imgRef}
          className={cx(styles.img, imgClassName)}
          src={optimizedImageUrl(src, 640, quality)}
          srcSet={buildSrcSet(src, IMAGE_WIDTHS, quality)}
          sizes={sizes}
          alt={alt}
          style={{ objectFit: fit, objectPosition: position }}
          loading={priority || eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          draggable={false}
          onLoad={onLoad}
          onError={(event) => {
            setFailedSrc(src);
            onError?.(event);
          }}
        />
      )}
    </div>
  );
}
