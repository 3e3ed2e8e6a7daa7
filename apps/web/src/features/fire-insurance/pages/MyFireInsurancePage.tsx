import { FIRE_COVERAGE_LABELS, type FireInsuranceRequest } from '@ipju/contract';
import { Flame } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { cx } from '../../../lib/cx';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatPyeong, formatWon } from '../../../lib/format';
import { RequireAuth } from '../../auth';
import { useCancelFireInsuranceRequest } from '../api/cancelFireInsuranceRequest';
import { useMyFireInsuranceRequests } from '../api/listFireInsuranceRequests';
import { FIRE_INSURANCE_REQUEST_PATH } from '../paths';
import styles from './FireInsurance.module.css';

/** /my-page/fire-insurance: my 화재보험 requests and the quotes that arrived, cheapest first. */
export default function MyFireInsurancePage() {
  useHideBottomNav();
  return (
    <>
      <PageHeader title="화재보험 견적" backFallback="/my-page" />
      <RequireAuth>
        <MyRequests />
      </RequireAuth>
    </>
  );
}

function MyRequests() {
  const list = useMyFireInsuranceRequests();
  const navigate = useNavigate();
  const cancel = useCancelFireInsuranceRequest();
  const modal = useModal();
  const toast = useToast();

  const onCancel = async (requestIdx: number) => {
    const ok = await modal.confirm({
      title: '견적 요청을 취소할까요?',
      body: '취소하면 보험사 견적을 더 받지 않아요. 필요하면 언제든 다시 요청할 수 있어요.',
      confirmLabel: '요청 취소하기',
      cancelLabel: '닫기',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(requestIdx);
      toast.show('견적 요청을 취소했어요');
    } catch (e) {
      toast.show(errorMessage(e, '취소하지 못했어요. 잠시 후 다시 시도해 주세요.'));
    }
  };

  if (list.isPending) {
    return (
      <SkeletonGroup label="화재보험 견적을 불러오고 있어요" className={styles.list}>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={200} radius={16} />
        ))}
      </SkeletonGroup>
    );
  }
  if (list.isError) return <LoadError title="화재보험 견적을 불러오지 못했어요" error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) {
    return (
      <EmptyState
        icon={<Flame size={40} strokeWidth={1.5} />}
        title="아직 요청한 화재보험 견적이 없어요"
        description="우리 집 평형과 준공 연도로 여러 보험사의 화재보험 견적을 무료로 받아 보세요."
        action={<Button onClick={() => navigate(FIRE_INSURANCE_REQUEST_PATH)}>화재보험 견적 받기</Button>}
      />
    );
  }
  return (
    <main className={styles.page}>
      <ul className={styles.list}>
        {list.data.map((r) => (
          <li key={r.requestIdx}>
            <RequestCard request={r} onCancel={() => void onCancel(r.requestIdx)} cancelling={cancel.isPending && cancel.variables === r.requestIdx} />
          </li>
        ))}
      </ul>
      <BottomCTA>
        <Button size="lg" variant="secondary" onClick={() => navigate(FIRE_INSURANCE_REQUEST_PATH)}>
          새 견적 요청하기
        </Button>
      </BottomCTA>
    </main>
  );
}

function RequestCard({ request: r, onCancel, cancelling }: { request: FireInsuranceRequest; onCancel: () => void; cancelling: boolean }) {
  const open = r.status === 'received' || r.status === 'quoted';
  return (
    <article className={styles.card} aria-label={`${r.complexName} ${r.dong}동 ${r.ho}호 화재보험 견적 요청`}>
      <div className={styles.cardHead}>
        <span className={cx(styles.badge, styles[`badge_${r.status}`])}>{r.statusLabel}</span>
        <span className={styles.when}>{formatDate(r.createdAt)} 요청</span>
      </div>
      <p className={styles.home}>
        {r.complexName} {r.dong}동 {r.ho}호
      </p>
      <p className={styles.meta}>
        {formatPyeong(r.pyeong, r.exclusiveArea)}
        {r.buildingAge !== null && ` · 건물 ${r.buildingAge === 0 ? '신축' : `${r.buildingAge}년 차`}`}
      </p>
      <p className={styles.meta}>{r.coverages.map((c) => FIRE_COVERAGE_LABELS[c].split(' ')[0]).join(' · ')} 보장</p>
      {r.quotes.length > 0 ? (
        <ul className={styles.quotes} aria-label="받은 견적">
          {r.quotes.map((q, i) => (
            <li key={q.quoteIdx} className={styles.quote}>
              <div className={styles.quoteHead}>
                <span className={styles.insurer}>
                  {q.insurer}
                  {i === 0 && r.quotes.length > 1 && <span className={styles.cheapest}>가장 저렴해요</span>}
                </span>
                <span className={styles.premium}>연 {formatWon(q.yearlyPremium)}</span>
              </div>
              <p className={styles.summary}>{q.coverageSummary}</p>
            </li>
          ))}
        </ul>
      ) : (
        open && <p className={styles.waiting}>보험사 견적을 기다리고 있어요. 도착하면 알림으로 알려 드릴게요.</p>
      )}
      {r.status === 'quoted' && <p className={styles.next}>마음에 드는 견적이 있으면 입주 운영팀이 연락드릴 때 말씀해 주세요. 가입까지 도와드려요.</p>}
      {open && (
        <button type="button" className={styles.linkButton} onClick={onCancel} disabled={cancelling}>
          요청 취소하기
        </button>
      )}
    </article>
  );
}
