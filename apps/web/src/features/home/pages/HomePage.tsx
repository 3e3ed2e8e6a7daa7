import { BadgePercent } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ItemCard } from '../../../components/entities/ItemCard/ItemCard';
import { ItemCardSkeleton } from '../../../components/entities/ItemCard/ItemCardSkeleton';
import { PageHeader } from '../../../components/layout/PageHeader';
import { SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { ApartmentPicker, ChosenApartmentBar, useAdoptAccountApartment, useChooseApartment } from '../../apartment';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { CartButton } from '../../cart';
import { MoveInReportBanner } from '../../complexes';
import { NotificationBell } from '../../notifications';
import { UpcomingVisitSlot } from '../../cautions';
import { useCategories, useItems } from '../../catalog';
import { KnowledgeInBanner } from '../../questions';
import { EventBannerStrip } from '../../events';
import { ZzimButton } from '../../zzims';
import { CategoryGrid } from '../components/CategoryGrid';
import { ChapterSections } from '../components/ChapterSections';
import { ServiceSearch } from '../components/ServiceSearch';
import styles from './HomePage.module.css';

/** Specials shown at the top, and the loading boxes held for them (the usual count, so nothing jumps). */
const SPECIALS_SHOWN = 4;

/**
 * Home: asks for the complex and 평형 first; then the service categories grouped by chapter with
 * this complex's special prices.
 *
 * The item list (prices of every service) is asked for only when something on screen needs it: the specials
 * of a chosen complex, the chapter sections as they come near the viewport, or the search once it is
 * used. A first visit's first screen (the complex question, the search, the events and the tiles) needs
 * none of it.
 */
export default function HomePage() {
  const chosen = useAdoptAccountApartment();
  const { choose, saving } = useChooseApartment();
  const categories = useCategories();
  const [itemsWanted, setItemsWanted] = useState(false);
  const wantItems = useCallback(() => setItemsWanted(true), []);
  const items = useItems(
    {
      itemSortType: 'recommended',
      limit: 100,
      apartmentIdx: chosen?.apartmentIdx,
      pyeong: chosen?.pyeong ?? undefined,
    },
    chosen != null || itemsWanted,
  );

  const specials = (items.data?.items ?? [])
    .filter((item) => item.price.priceType === 'special' && item.price.discountRate > 0)
    .sort((a, b) => b.price.discountRate - a.price.discountRate)
    .slice(0, SPECIALS_SHOWN);

  return (
    <>
      <PageHeader
        logo
        documentTitle="입주 서비스 특가"
        right={
          <>
            <NotificationBell />
            <CartButton />
          </>
        }
      />
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
          <ServiceSearch categories={categories.data?.categories ?? []} items={items.data?.items ?? []} onUse={wantItems} />
          <UpcomingVisitSlot />
          {chosen && <MoveInReportBanner complexName={chosen.name} />}
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
                {Array.from({ length: SPECIALS_SHOWN }, (_, i) => (
                  <ItemCardSkeleton key={i} />
                ))}
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

        {/* A first visit's first screen ends with the first banner, its largest picture. */}
        <EventBannerStrip priority={!chosen} />

        <section className={styles.section} aria-labelledby="home-categories">
          <h2 id="home-categories" className={styles.sectionTitle}>
            서비스 한눈에 보기
          </h2>
          <CategoryGrid categories={categories} />
        </section>

        <section className={styles.section} aria-label="입주 지식인">
          <KnowledgeInBanner />
        </section>

        {categories.data && (
          <ChapterSections
            chapters={categories.data.chapters}
            categories={categories.data.categories}
            items={items}
            onNear={wantItems}
          />
        )}
      </main>
    </>
  );
}
