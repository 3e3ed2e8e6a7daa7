import { formatNumber } from '@ipju/contract';
import { Building2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useChosenApartment } from '../../apartment';
import { useComplexMoveInReport } from '../api/getComplexMoveInReport';
import { BookedServices } from '../components/BookedServices';
import { HIDDEN_FIGURE, HIDDEN_FIGURE_NOTE } from '../components/figures';
import { GroupBuyList } from '../components/GroupBuyList';
import { moveInPeriodText } from '../components/period';
import { ReviewHighlights } from '../components/ReviewHighlights';
import { ComplexPageLoading } from './ComplexPageLoading';
import styles from './ComplexPages.module.css';

/** /report: 우리 단지 입주 리포트 for the chosen complex, from neighbours' paid orders. */
export default function MoveInReportPage() {
  useHideBottomNav();
  const chosen = useChosenApartment();
  const navigate = useNavigate();
  const report = useComplexMoveInReport(chosen?.apartmentIdx);

  if (!chosen) {
    return (
      <>
        <PageHeader title="입주 리포트" />
        <main className={styles.page}>
          <EmptyState
            className={styles.empty}
            icon={<Building2 size={40} strokeWidth={1.5} />}
            title="우리 단지를 먼저 알려 주세요"
            description="단지를 고르면 이웃들이 언제, 어떤 서비스를, 얼마에 예약했는지 보여 드려요."
            action={<Button onClick={() => navigate('/apartment-register?redirect=%2Freport')}>단지 고르기</Button>}
          />
        </main>
      </>
    );
  }
  if (report.isError) {
    return (
      <>
        <PageHeader title="입주 리포트" />
        <main className={styles.page}>
          <LoadError title="리포트를 불러오지 못했어요" error={report.error} onRetry={() => void report.refetch()} />
        </main>
      </>
    );
  }
  if (report.isPending) {
    return <ComplexPageLoading title="입주 리포트" label="리포트를 불러오고 있어요" />;
  }
  const r = report.data;
  return (
    <>
      <PageHeader title="입주 리포트" documentTitle={`${r.complex.name} 입주 리포트`} />
      <main className={styles.page}>
        <section className={styles.hero}>
          <p className={styles.eyebrow}>우리 단지 입주 리포트</p>
          <h2 className={styles.title}>{r.complex.name}</h2>
          <dl className={styles.facts}>
            <div className={styles.wide}>
              <dt>입주 기간</dt>
              <dd>{moveInPeriodText(r.complex)}</dd>
            </div>
            <div>
              <dt>총 세대수</dt>
              <dd>{formatNumber(r.complex.households)}세대</dd>
            </div>
            <div>
              <dt>입주에서 예약한 이웃</dt>
              <dd data-testid="report-households">{r.paidHouseholds === null ? HIDDEN_FIGURE : `${formatNumber(r.paidHouseholds)}세대`}</dd>
            </div>
          </dl>
          {r.complex.pagePath && (
            <Link to={r.complex.pagePath} className={styles.link}>
              단지 소개 보기
            </Link>
          )}
        </section>

        <section className={styles.section} aria-labelledby="report-services">
          <h2 id="report-services" className={styles.sectionTitle}>
            이웃들이 많이 예약한 서비스
          </h2>
          <p className={styles.caption}>입주일(직접 알려 준 날, 없으면 단지 입주 시작일)보다 며칠 전에 결제했는지 모았어요.</p>
          <BookedServices services={r.services} />
        </section>

        <section className={styles.section} aria-labelledby="report-groupbuys">
          <h2 id="report-groupbuys" className={styles.sectionTitle}>
            공동구매 진행 상황
          </h2>
          <p className={styles.caption}>참여한 세대가 늘면 단지 특가가 한 단계씩 더 내려가요.</p>
          <GroupBuyList groupBuys={r.groupBuys} limit={6} />
        </section>

        <section className={styles.section} aria-labelledby="report-reviews">
          <h2 id="report-reviews" className={styles.sectionTitle}>
            이웃 후기
          </h2>
          <ReviewHighlights reviews={r.reviews} />
        </section>

        {r.inspections && (
          <section className={styles.section} aria-labelledby="report-inspections">
            <h2 id="report-inspections" className={styles.sectionTitle}>
              사전점검에서 많이 나온 하자
            </h2>
            <p className={styles.caption}>
              입주 사전점검을 받은 {r.inspections.inspectedHouseholds === null ? '이웃' : `${formatNumber(r.inspections.inspectedHouseholds)}세대`}의 결과를 세대 정보 없이 모았어요.
            </p>
            {r.inspections.findings.length ? (
              <ul className={styles.findings}>
                {r.inspections.findings.map((f) => (
                  <li key={f.category}>
                    <span>{f.label}</span>
                    <span>{f.percent !== null ? `${f.percent}%` : `${formatNumber(f.households!)}세대`}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.caption}>{HIDDEN_FIGURE}</p>
            )}
          </section>
        )}

        <p className={styles.note}>{HIDDEN_FIGURE_NOTE} 결제가 끝나고 취소·환불되지 않은 주문만 세요.</p>
      </main>
    </>
  );
}
