import type { Category, CategoryList } from '@ipju/contract';
import { Link } from 'react-router';
import { ItemCardSkeleton } from '../../../components/entities/ItemCard/ItemCardSkeleton';
import { PageHeader } from '../../../components/layout/PageHeader';
import { SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useAdoptAccountApartment } from '../../apartment';
import { useItems } from '../api/listItems';
import { ApartmentPrompt } from '../components/ApartmentPrompt';
import { ItemGroups } from '../components/ItemGroups';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import styles from './ChapterView.module.css';

/** A chapter page (/business/coat, clean, joint, aircon): its categories and their companies. */
export function ChapterView({
  chapter,
  categories,
}: {
  chapter: CategoryList['chapters'][number];
  categories: Category[];
}) {
  const chosen = useAdoptAccountApartment();
  const items = useItems({
    itemType: chapter.code,
    itemSortType: 'priceAsc',
    limit: 100,
    apartmentIdx: chosen?.apartmentIdx,
    pyeong: chosen?.pyeong ?? undefined,
  });

  return (
    <>
      <PageHeader title={`${chapter.name} 서비스`} />
      <main className={styles.page}>
        <section className={styles.intro}>
          <h2 className={styles.headline}>{chapter.name} 서비스를 한곳에서 비교해 보세요</h2>
          <p className={styles.description}>
            {categories.map((c) => c.name).join(', ')}까지 단지 특가로 견적을 확인할 수 있어요.
          </p>
          <nav aria-label={`${chapter.name} 서비스 종류`} className={styles.chips}>
            {categories.map((category) => (
              <Link key={category.code} to={`/business/${category.code}`} className={styles.chip}>
                {category.name}
              </Link>
            ))}
          </nav>
        </section>
        <div className={styles.apartment}>
          <ApartmentPrompt chosen={chosen} />
        </div>
        <div className={styles.content}>
          {items.isError ? (
            <LoadError title="업체 목록을 불러오지 못했어요" error={items.error} onRetry={() => void items.refetch()} />
          ) : items.isPending ? (
            <SkeletonGroup label="업체 목록을 불러오는 중이에요" className={styles.skeleton}>
              {[0, 1, 2, 3].map((i) => (
                <ItemCardSkeleton key={i} />
              ))}
            </SkeletonGroup>
          ) : (
            <ItemGroups categories={categories} items={items.data.items} headingLevel={2} />
          )}
        </div>
      </main>
    </>
  );
}
