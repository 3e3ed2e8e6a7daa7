import type { Category } from '@ipju/contract';
import { BadgePercent, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ItemCard } from '../../../components/entities/ItemCard/ItemCard';
import { ItemCardSkeleton } from '../../../components/entities/ItemCard/ItemCardSkeleton';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { ApartmentPicker, ChosenApartmentBar, useAdoptAccountApartment, useChooseApartment } from '../../apartment';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { CartButton } from '../../cart';
import { UpcomingVisit } from '../../cautions';
import { ItemGroups, useCategories, useItems } from '../../catalog';
import { KnowledgeInBanner } from '../../questions';
import { EventBannerStrip } from '../../events';
import { ZzimButton } from '../../zzims';
import { ServiceSearch } from '../components/ServiceSearch';
import styles from './HomePage.module.css';

const OTHER_GROUP = '더 많은 서비스';

/**
 * Home: asks for the complex and 평형 first; then the service categories grouped by chapter with
 * this complex's special prices.
 */
export default function HomePage() {
  const chosen = useAdoptAccountApartment();
  const { choose, saving } = useChooseApartment();
  const categories = useCategories();
  const items = useItems({
    itemSortType: 'recommended',
    limit: 100,
    apartmentIdx: chosen?.apartmentIdx,
    pyeong: chosen?.pyeong ?? undefined,
  });

  const specials = (items.data?.items ?? [])
    .filter((item) => item.price.priceType === 'special' && item.price.discountRate > 0)
    .sort((a, b) => b.price.discountRate - a.price.discountRate)
    .slice(0, 4);

  return (
    <>
      <PageHeader logo documentTitle="입주 서비스 특가" right={<CartButton />} />
      <main className={styles.page}>
        {chosen ? (
          <section className={styles.top}>
            <ChosenApartmentBar chosen={chosen} />
            <h2 className={styles.heroTitle}>
              {chosen.name}
              <br />
              입주민 특가를 모았어요
            </h2>
          </section>
        ) : (
          <section className={styles.top} aria-labelledby="home-ask">
            <h2 id="home-ask" className={styles.heroTitle}>
              우리 단지 입주 서비스,
              <br />
              단지 특가로 한 번에
            </h2>
            <p className={styles.lead}>단지와 평형을 알려 주시면 입주청소부터 줄눈까지 우리 집 가격을 보여 드려요.</p>
            <div className={styles.picker}>
              <ApartmentPicker
                submitting={saving}
                onComplete={async (next) => {
                  await choose(next);
                  window.scrollTo({ top: 0 });
                }}
              />
            </div>
          </section>
        )}

        <div className={styles.quick}>
          <ServiceSearch categories={categories.data?.categories ?? []} items={items.data?.items ?? []} />
          <UpcomingVisit />
        </div>

        {chosen && (
          <section className={styles.section} aria-labelledby="home-specials">
            <div className={styles.sectionHead}>
              <h2 id="home-specials" className={styles.sectionTitle}>
                <BadgePercent size={20} aria-hidden="true" className={styles.red} />
                우리 단지 특가
              </h2>
            </div>
            {items.isError ? (
              <LoadError title="특가를 불러오지 못했어요" error={items.error} onRetry={() => void items.refetch()} />
            ) : items.isPending ? (
              <SkeletonGroup label="특가를 불러오는 중이에요" className={styles.list}>
                <ItemCardSkeleton />
                <ItemCardSkeleton />
              </SkeletonGroup>
            ) : specials.length === 0 ? (
              <p className={styles.note}>
                아직 {chosen.name} 특가가 열리지 않았어요. 아래에서 서비스별 가격을 비교해 보세요. 입주민이 모이면 특가가 열려요.
              </p>
            ) : (
              <ul className={styles.list}>
                {specials.map((item, i) => (
                  <li key={item.itemIdx}>
                    <ItemCard
                      item={item}
                      showCategory
                      priority={i < 2}
                      heart={<ZzimButton itemIdx={item.itemIdx} itemName={item.name} />}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        <EventBannerStrip />

        <section className={styles.section} aria-labelledby="home-categories">
          <h2 id="home-categories" className={styles.sectionTitle}>
            서비스 한눈에 보기
          </h2>
          {categories.isError ? (
            <LoadError title="서비스 목록을 불러오지 못했어요" error={categories.error} onRetry={() => void categories.refetch()} />
          ) : categories.isPending ? (
            <SkeletonGroup label="서비스 목록을 불러오는 중이에요" className={styles.grid}>
              {Array.from({ length: 8 }, (_, i) => (
                <div key={i} className={styles.tile}>
                  <Skeleton height="auto" radius={16} style={{ aspectRatio: '1 / 1' }} />
                  <Skeleton width="70%" height={13} />
                </div>
              ))}
            </SkeletonGroup>
          ) : (
            <ul className={styles.grid}>
              {categories.data.categories.map((category) => (
                <li key={category.code}>
                  <Link to={`/business/${category.code}`} className={styles.tile}>
                    <ProgressiveImage src={category.imageUrl} alt="" aspectRatio={1} sizes="80px" className={styles.tileImage} />
                    <span className={styles.tileName}>{category.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={styles.section} aria-label="입주 지식인">
          <KnowledgeInBanner />
        </section>

        {categories.data && (
          <ChapterSections
            chapters={categories.data.chapters}
            categories={categories.data.categories}
            items={items}
          />
        )}
      </main>
    </>
  );
}

function ChapterSections({
  chapters,
  categories,
  items,
}: {
  chapters: { code: string; name: string; categoryCodes: string[] }[];
  categories: Category[];
  items: ReturnType<typeof useItems>;
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
          <div className={styles.sectionHead}>
            <h2 id={`home-group-${group.key}`} className={styles.sectionTitle}>
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
          ) : items.isPending ? (
            <SkeletonGroup className={styles.list}>
              <ItemCardSkeleton />
            </SkeletonGroup>
          ) : (
            <ItemGroups categories={group.categories} items={items.data.items} perCategory={1} />
          )}
        </section>
      ))}
    </>
  );
}
