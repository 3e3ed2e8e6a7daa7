import type { Category, ItemCard as ItemCardData } from '@ipju/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ItemCardSkeleton } from '../../../components/entities/ItemCard/ItemCardSkeleton';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useNearViewport } from '../../../lib/useNearViewport';
import { ItemGroups } from '../../catalog';
import styles from './ChapterSections.module.css';

const OTHER_GROUP = '더 많은 서비스';

type ItemsQuery = Pick<UseQueryResult<{ items: ItemCardData[] }>, 'data' | 'error' | 'isError' | 'refetch'>;

interface Chapter {
  code: string;
  name: string;
  categoryCodes: string[];
}

/**
 * Home's lower part: one section per chapter (청소, 줄눈, ...) and one for the rest, each service with its
 * first item. The sections' heads are always there; each service's card is built only when it comes
 * near the viewport (`onNear` then asks the page for the item list), so the first screen holds a few
 * hundred elements instead of a thousand and the list is not fetched for a visitor who never scrolls.
 */
export function ChapterSections({
  chapters,
  categories,
  items,
  onNear,
}: {
  chapters: Chapter[];
  categories: Category[];
  items: ItemsQuery;
  onNear: () => void;
}) {
  const grouped = new Set(chapters.flatMap((c) => c.categoryCodes));
  const groups = [
    ...chapters.map((chapter) => ({
      key: chapter.code,
      title: `${chapter.name} 서비스`,
      link: `/business/${chapter.code}`,
      categories: chapter.categoryCodes
        .map((code) => categories.find((c) => c.code === code))
        .filter((c): c is Category => c != null),
    })),
    {
      key: 'other',
      title: OTHER_GROUP,
      link: null,
      categories: categories.filter((c) => !grouped.has(c.code)),
    },
  ].filter((group) => group.categories.length > 0);

  return (
    <>
      {groups.map((group) => (
        <section key={group.key} className={styles.section} aria-labelledby={`home-group-${group.key}`}>
          <div className={styles.head}>
            <h2 id={`home-group-${group.key}`} className={styles.title}>
              {group.title}
            </h2>
            {group.link && (
              <Link to={group.link} className={styles.more}>
                전체 보기
                <ChevronRight size={16} aria-hidden="true" />
              </Link>
            )}
          </div>
          {items.isError ? (
            <LoadError title="가격을 불러오지 못했어요" error={items.error} onRetry={() => void items.refetch()} />
          ) : (
            <div className={styles.groups}>
              {group.categories.map((category) => (
                <DeferredService key={category.code} category={category} items={items.data?.items} onNear={onNear} />
              ))}
            </div>
          )}
        </section>
      ))}
    </>
  );
}

/** One service of a chapter: its reserved box until near the viewport, a card skeleton until the list arrives. */
function DeferredService({
  category,
  items,
  onNear,
}: {
  category: Category;
  items: readonly ItemCardData[] | undefined;
  onNear: () => void;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  useEffect(() => {
    if (near) onNear();
  }, [near, onNear]);

  if (!near) return <div ref={ref} className={styles.pending} />;
  if (!items) {
    return (
      <div className={styles.pending} aria-busy="true">
        <ItemCardSkeleton />
      </div>
    );
  }
  return <ItemGroups categories={[category]} items={items} perCategory={1} />;
}
