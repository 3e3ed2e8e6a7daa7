import { SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { useCategories } from '../api/listCategories';
import { useItems } from '../api/listItems';
import { ItemSections } from '../components/ItemSections';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import styles from './ItemGuidePage.module.css';

/** /item-guide/{code}: what the service is and how it goes (guide sections of the category's main item). */
export default function ItemGuidePage() {
  const { code = '' } = useParams();
  useHideBottomNav();
  const categories = useCategories();
  const category = categories.data?.categories.find((c) => c.code === code);
  const items = useItems({ itemType: code, itemSortType: 'recommended', limit: 1 }, category != null);
  const mainItem = items.data?.items[0];

  if (categories.isError) {
    return (
      <>
        <PageHeader title="서비스 가이드" />
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      </>
    );
  }
  if (categories.isPending) {
    return (
      <>
        <PageHeader title="서비스 가이드" />
        <SkeletonGroup>
          <Skeleton height="auto" radius={0} style={{ aspectRatio: '16 / 9' }} />
          <div className={styles.body}>
            <Skeleton width="70%" height={24} />
            <SkeletonText lines={4} />
          </div>
        </SkeletonGroup>
      </>
    );
  }
  if (!category) {
    return (
      <>
        <PageHeader title="서비스 가이드" />
        <EmptyState
          icon={<SearchX size={40} strokeWidth={1.5} />}
          title="찾는 가이드가 없어요"
          description="주소를 다시 확인하거나 홈에서 서비스를 둘러보세요."
          action={
            <Link to="/" className={styles.homeLink}>
              홈으로 가기
            </Link>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={`${category.name} 가이드`} />
      <main>
        <ProgressiveImage src={category.imageUrl} alt={category.name} aspectRatio="16/9" priority sizes="(max-width: 580px) 100vw, 580px" />
        <div className={styles.body}>
          <p className={styles.label}>{category.label} 가이드</p>
          <h2 className={styles.headline}>{category.headline}</h2>
          <p className={styles.description}>{category.description}</p>
        </div>
        <section className={styles.sections} aria-label={`${category.name} 안내`}>
          {items.isError ? (
            <LoadError error={items.error} onRetry={() => void items.refetch()} />
          ) : items.isPending ? (
            <SkeletonGroup>
              <SkeletonText lines={5} />
            </SkeletonGroup>
          ) : mainItem ? (
            <ItemSections itemIdx={mainItem.itemIdx} groupType="guide" numbered />
          ) : (
            <EmptyState title="가이드를 준비하고 있어요" description="상담으로 물어보시면 자세히 알려 드려요." />
          )}
        </section>
      </main>
      <BottomCTA>
        <Link to={`/business/${category.code}`} className={styles.cta}>
          {category.name} 가격 보기
        </Link>
      </BottomCTA>
    </>
  );
}
