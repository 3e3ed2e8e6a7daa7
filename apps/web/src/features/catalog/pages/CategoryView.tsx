import type { Category, ItemSortType } from '@ipju/contract';
import { BookOpen, ChevronRight, PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ItemCard } from '../../../components/entities/ItemCard/ItemCard';
import { ItemCardSkeleton } from '../../../components/entities/ItemCard/ItemCardSkeleton';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Chip } from '../../../components/ui/Chip/Chip';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { companyCount } from '../../../lib/company-count';
import { useAdoptAccountApartment } from '../../apartment';
import { ZzimButton } from '../../zzims';
import { useItems } from '../api/listItems';
import { ApartmentPrompt } from '../components/ApartmentPrompt';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { RelatedItems } from '../components/RelatedItems';
import { ItemDetail } from './ItemDetail';
import styles from './CategoryView.module.css';

const SORTS: { value: ItemSortType; label: string }[] = [
  { value: 'priceAsc', label: '가격 낮은 순' },
  { value: 'rating', label: '평점 높은 순' },
  { value: 'reviewCount', label: '후기 많은 순' },
];

/**
 * One service category. With several companies it first shows them as a comparison list; the
 * chosen one (?item=) opens as the item page. With one company the item page shows at once.
 */
export function CategoryView({ category }: { category: Category }) {
  const chosen = useAdoptAccountApartment();
  const [params, setParams] = useSearchParams();
  const [sort, setSort] = useState<ItemSortType>('priceAsc');
  const itemParam = Number(params.get('item'));
  const priceContext = {
    apartmentIdx: chosen?.apartmentIdx,
    pyeong: chosen?.pyeong ?? undefined,
  };
  const items = useItems({ itemType: category.code, itemSortType: sort, limit: 50, ...priceContext });

  const selected =
    items.data?.items.find((item) => item.itemIdx === itemParam) ??
    (items.data?.items.length === 1 ? items.data.items[0] : undefined);

  if (selected) {
    return (
      <ItemDetail
        key={selected.itemIdx}
        item={selected}
        category={category}
        chosen={chosen}
        companies={items.data ? companyCount(items.data.items) : 1}
        onShowCompanies={() => setParams({}, { replace: false })}
      />
    );
  }

  let list: React.ReactNode;
  if (items.isError) {
    list = <LoadError title="업체 목록을 불러오지 못했어요" error={items.error} onRetry={() => void items.refetch()} />;
  } else if (items.isPending) {
    list = (
      <SkeletonGroup label="업체 목록을 불러오는 중이에요" className={styles.list}>
        {[0, 1, 2].map((i) => (
          <ItemCardSkeleton key={i} />
        ))}
      </SkeletonGroup>
    );
  } else if (items.data.items.length === 0) {
    list = (
      <EmptyState
        icon={<PackageOpen size={40} strokeWidth={1.5} />}
        title="지금 예약할 수 있는 업체가 없어요"
        description="곧 새 업체가 들어와요. 급하시면 상담으로 문의해 주세요. 다른 서비스도 둘러보세요."
        action={
          <Link to="/" className={styles.action}>
            다른 서비스 보기
          </Link>
        }
      />
    );
  } else {
    list = (
      <ul className={styles.list} aria-label={`${category.name} 업체 비교`}>
        {items.data.items.map((item, i) => (
          <li key={item.itemIdx}>
            <ItemCard
              item={item}
              priority={i < 2}
              to={`/business/${category.code}?item=${item.itemIdx}`}
              heart={<ZzimButton itemIdx={item.itemIdx} itemName={item.name} />}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={category.name} />
      <main className={styles.page}>
        <section className={styles.intro}>
          <p className={styles.label}>{category.label}</p>
          <h2 className={styles.headline}>{category.headline}</h2>
          <p className={styles.description}>{category.description}</p>
          {category.hasItemGuide && (
            <Link to={`/item-guide/${category.code}`} className={styles.guide}>
              <BookOpen size={18} aria-hidden="true" />
              {category.name} 알아보기
              <ChevronRight size={18} aria-hidden="true" />
            </Link>
          )}
        </section>
        <div className={styles.apartment}>
          <ApartmentPrompt chosen={chosen} />
        </div>
        <section className={styles.compare} aria-labelledby="compare-title">
          <div className={styles.compareHead}>
            <h2 id="compare-title" className={styles.sectionTitle}>
              업체 비교
              {items.data && <span className={styles.count}> {companyCount(items.data.items)}곳</span>}
            </h2>
          </div>
          <div className={styles.sorts} role="group" aria-label="정렬">
            {SORTS.map((s) => (
              <Chip key={s.value} selected={sort === s.value} onClick={() => setSort(s.value)}>
                {s.label}
              </Chip>
            ))}
          </div>
          {list}
        </section>
        <RelatedItems itemType={category.code} {...priceContext} />
      </main>
    </>
  );
}
