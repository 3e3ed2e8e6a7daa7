import { cx } from '../../../lib/cx';
import { optimizedImageUrl } from '../../../lib/image';
import { AnnotationLayer } from './AnnotationLayer';
import type { AnnotationShape } from './shapes';
import styles from './PhotoAnnotator.module.css';

export interface AnnotatedPhotoProps {
  src: string;
  alt: string;
  /** The photo's pixel size; the box keeps its aspect ratio so nothing jumps and shapes sit where drawn. */
  width: number;
  height: number;
  shapes: readonly AnnotationShape[];
  /** Width asked of the image optimizer. Default 640. */
  displayWidth?: number;
  className?: string;
}

/**
 * A photo with its annotations, read-only: every photo display of an inspection uses it so the arrows and
 * circles are where the inspector drew them. The whole photo shows (no crop), at its own aspect ratio.
 */
export function AnnotatedPhoto({ src, alt, width, height, shapes, displayWidth = 640, className }: AnnotatedPhotoProps) {
  const ratio = width > 0 && height > 0 ? `${width} / ${height}` : '4 / 3';
  return (
    <div className={cx(styles.frame, className)} style={{ aspectRatio: ratio }}>
      <img className={styles.photo} src={optimizedImageUrl(src, displayWidth)} alt={alt} loading="lazy" decoding="async" draggable={false} />
      {shapes.length > 0 && <AnnotationLayer shapes={shapes} width={width} height={height} />}
    </div>
  );
}
