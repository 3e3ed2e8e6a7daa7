import type { Category } from '@ipju/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import styles from './CategoryGrid.module.css';

/**
 * Tiles held while the list loads: the catalogue's usual count (26 services, 7 rows of 4), so the grid has
 * its final height from the first paint and what follows it does not move when the tiles arrive.
 */
const TILE_PLACEHOLDERS = 28;

/** One line of a tile's name (13 px at line height 1.3): the loading line is as tall as the name. */
const NAME_LINE = 'calc(var(--font-size-caption) * 1.3)';

type CategoriesQuery = Pick<
  UseQueryResult<{ categories: Category[] }>,
  'data' | 'error' | 'isError' | 'isPending' | 'refetch'
>;

/**
 * Home's '서비스 한눈에 보기': a 4-column grid of square service tiles, each linking to its service page. The
 * grid starts below a phone's first screen, so its pictures load lazily.
 */
export function CategoryGrid({ categories }: { categories: CategoriesQuery }) {
  if (categories.isError) {
    return (
      <LoadError title="서비스 목록을 불러오지 못했어요" error={categories.error} onRetry={() => void categories.refetch()} />
    );
  }
  if (categories.isPending || !categories.data) {
    return (
      <SkeletonGroup label="서비스 목록을 불러오는 중이에요" className={styles.grid}>
        {Array.from({ length: TILE_PLACEHOLDERS }, (_, i) => (
          <div key={i} className={styles.tile}>
            <Skeleton height="auto" radius={16} className={styles.tileImage} />
            <Skeleton width="70%" height={NAME_LINE} />
          </div>
        ))}
      </SkeletonGroup>
    );
  }
  return (
    <ul className={styles.grid}>
      {categories.data.categories.map((category) => (
        <li key={category.code}>
          <Link to={`/business/${category.code}`} className={styles.tile}>
            <ProgressiveImage
              src={category.imageUrl}
              alt=""
              aspectRatio={1}
              // A quarter of the 360-580 px column less the gaps: at most about 130 px.
              sizes="(max-width: 580px) 22vw, 130px"
              className={styles.tileImage}
            />
            <span className={styles.tileName}>{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
