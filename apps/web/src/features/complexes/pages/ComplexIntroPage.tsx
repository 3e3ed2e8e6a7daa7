import { isApiError } from '@ipju/api-client';
import { COMPLEX_PAGE_PATHS, formatNumber, formatPyeong, type ComplexPage } from '@ipju/contract';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ItemCard } from '../../../components/entities/ItemCard/ItemCard';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { formatBuilders } from '../../../lib/format';
import { setChosenApartment } from '../../apartment';
import { useComplexPage } from '../api/getComplexPage';
import { HIDDEN_FIGURE_NOTE } from '../components/figures';
import { GroupBuyList } from '../components/GroupBuyList';
import { MoveInTimeline } from '../components/MoveInTimeline';
import { moveInPeriodText } from '../components/period';
import { ReviewHighlights } from '../components/ReviewHighlights';
import { REPORT_PATH } from '../paths';
import { ComplexPageLoading } from './ComplexPageLoading';
import styles from './ComplexPages.module.css';

/** The slug of one of SPEC's fixed complex paths (/oneperla -> oneperla). */
const slugOfPath = (pathname: string) =>
  Object.entries(COMPLEX_PAGE_PATHS).find(([, path]) => path === pathname.replace(/\/+$/, ''))?.[0];

/** Special-price cards shown before "더 보기". */
const SPECIALS_SHOWN = 6;

/**
 * A complex's own page, one template for every complex: /jamsil-raemian-ipark-intro, /jamsil-leel-intro and
 * /oneperla (SPEC's fixed paths, given their slug by the route) and /complexes/{slug}. Server-rendered.
 */
export default function ComplexIntroPage() {
  useHideBottomNav();
  const params = useParams();
  const { pathname } = useLocation();
  const slug = slugOfPath(pathname) ?? params.slug ?? '';
  const page = useComplexPage(slug);

  if (page.isError) {
    const missing = isApiError(page.error) && (page.error.status === 404 || page.error.status === 400);
    return (
      <>
        <PageHeader title="단지 소개" />
        <main className={styles.page}>
          {missing ? (
            <EmptyState
              className={styles.empty}
              icon={<SearchX size={40} strokeWidth={1.5} />}
              title="단지 페이지를 찾을 수 없어요"
              description="주소가 바뀌었거나 아직 소개 페이지가 없는 단지예요."
            />
          ) : (
            <LoadError title="단지 정보를 불러오지 못했어요" error={page.error} onRetry={() => void page.refetch()} />
          )}
        </main>
      </>
    );
  }
  if (page.isPending) {
    return <ComplexPageLoading title="단지 소개" label="단지 정보를 불러오고 있어요" />;
  }
  return <ComplexView page={page.data} />;
}

function ComplexView({ page }: { page: ComplexPage }) {
  const navigate = useNavigate();
  const { complex } = page;
  const [planIdx, setPlanIdx] = useState(page.floorPlans[0]?.areaIdx ?? null);
  const [allSpecials, setAllSpecials] = useState(false);
  const plan = page.floorPlans.find((p) => p.areaIdx === planIdx) ?? page.floorPlans[0];
  const specials = allSpecials ? page.specialItems : page.specialItems.slice(0, SPECIALS_SHOWN);

  const chooseAndGo = (path: string) => {
    setChosenApartment({ apartmentIdx: complex.apartmentIdx, name: complex.name, areaIdx: null, pyeong: null, exclusiveArea: null });
    navigate(path);
  };

  return (
    <>
      <PageHeader title="단지 소개" documentTitle={`${complex.name} 입주 준비`} />
      <main className={styles.page}>
        <section className={styles.hero}>
          <p className={styles.eyebrow}>입주 준비 한눈에</p>
          <h2 className={styles.title}>{complex.name}</h2>
          <p className={styles.address}>{complex.address}</p>
          <dl className={styles.facts}>
            <div>
              <dt>세대수</dt>
              <dd>{formatNumber(complex.households)}세대</dd>
            </div>
            <div>
              <dt>시공사</dt>
              <dd>{complex.builder ? formatBuilders(complex.builder) : '미정'}</dd>
            </div>
            <div className={styles.wide}>
              <dt>입주 기간</dt>
              <dd>{moveInPeriodText(complex)}</dd>
            </div>
          </dl>
        </section>

        {page.floorPlans.length > 0 && (
          <section className={styles.section} aria-labelledby="complex-plans">
            <h2 id="complex-plans" className={styles.sectionTitle}>
              평형별 평면도
            </h2>
            <div className={styles.chips} role="group" aria-label="평형 타입">
              {page.floorPlans.map((p) => (
                <Chip key={p.areaIdx} selected={p.areaIdx === plan?.areaIdx} onClick={() => setPlanIdx(p.areaIdx)}>
                  {p.typeName}
                </Chip>
              ))}
            </div>
            {plan && (
              <figure className={styles.plan}>
                {plan.image ? (
                  <ProgressiveImage
                    key={plan.areaIdx}
                    src={plan.image.url}
                    alt={`${complex.name} ${plan.typeName} 타입 평면도`}
                    aspectRatio={`${plan.image.width}/${plan.image.height}`}
                    fit="contain"
                    sizes="(max-width: 580px) 100vw, 580px"
                  />
                ) : (
                  <p className={styles.caption}>평면도를 준비하고 있어요.</p>
                )}
                <figcaption className={styles.caption}>
                  {plan.typeName} 타입 · {formatPyeong(plan.pyeong, plan.exclusiveArea)}
                </figcaption>
              </figure>
            )}
          </section>
        )}

        <section className={styles.section} aria-labelledby="complex-specials">
          <h2 id="complex-specials" className={styles.sectionTitle}>
            {complex.name} 단지 특가
          </h2>
          {page.specialItems.length ? (
            <>
              <ul className={styles.cards}>
                {specials.map((item) => (
                  <li key={item.itemIdx}>
                    <ItemCard item={item} showCategory />
                  </li>
                ))}
              </ul>
              {!allSpecials && page.specialItems.length > SPECIALS_SHOWN && (
                <Button variant="secondary" fullWidth onClick={() => setAllSpecials(true)}>
                  특가 {page.specialItems.length - SPECIALS_SHOWN}개 더 보기
                </Button>
              )}
            </>
          ) : (
            <p className={styles.caption}>아직 열린 특가가 없어요. 입주민이 모이면 특가가 열려요.</p>
          )}
        </section>

        <section className={styles.section} aria-labelledby="complex-groupbuys">
          <h2 id="complex-groupbuys" className={styles.sectionTitle}>
            공동구매 진행 상황
          </h2>
          <p className={styles.caption}>참여한 세대가 늘면 단지 특가가 한 단계씩 더 내려가요.</p>
          <GroupBuyList groupBuys={page.groupBuys} limit={4} />
        </section>

        <section className={styles.section} aria-labelledby="complex-timeline">
          <h2 id="complex-timeline" className={styles.sectionTitle}>
            입주 준비 순서
          </h2>
          <p className={styles.caption}>이웃들이 예약한 때를 기준으로 정리했어요.</p>
          <MoveInTimeline steps={page.timeline} />
        </section>

        <section className={styles.section} aria-labelledby="complex-reviews">
          <h2 id="complex-reviews" className={styles.sectionTitle}>
            {complex.name} 이웃 후기
          </h2>
          <ReviewHighlights reviews={page.reviews} />
        </section>

        <p className={styles.note}>{HIDDEN_FIGURE_NOTE}</p>
      </main>
      <BottomCTA>
        <div className={styles.ctaRow}>
          <Button size="lg" variant="secondary" onClick={() => chooseAndGo(REPORT_PATH)}>
            입주 리포트
          </Button>
          <Button size="lg" fullWidth onClick={() => chooseAndGo('/')}>
            우리 단지 특가 보기
          </Button>
        </div>
      </BottomCTA>
    </>
  );
}
