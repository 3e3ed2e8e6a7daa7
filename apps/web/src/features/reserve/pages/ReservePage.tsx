import { CalendarCheck } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { RESERVE_PATH } from '../../../lib/paths';
import { RequireAuth } from '../../auth';
import { useItems } from '../../catalog';
import { useReserves } from '../api/listReserves';
import { BookingForm } from '../components/BookingForm';
import { ReservationCard } from '../components/ReservationCard';
import styles from '../components/Reserve.module.css';

/**
 * /reserve (방문 견적): with ?type=&item= the booking of that service's free visit, then the resident's
 * quote visits with the companies' proposals, each turned into a cart line in one tap.
 */
export default function ReservePage() {
  useHideBottomNav();
  return (
    <>
      <PageHeader title="방문 견적" backFallback="/my-page" />
      <RequireAuth>
        <Reserve />
      </RequireAuth>
    </>
  );
}

function Reserve() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('type');
  const itemIdx = Number(params.get('item'));
  const items = useItems({ itemType: type ?? undefined }, type !== null && itemIdx > 0);
  const item = items.data?.items.find((i) => i.itemIdx === itemIdx && i.quoteOnVisit);
  const list = useReserves();

  return (
    <main className={styles.page}>
      {type !== null && itemIdx > 0 && (
        <>
          {items.isPending && <Skeleton height={360} radius={16} />}
          {items.isSuccess && !item && <p className={styles.hint}>방문 견적을 받을 수 없는 서비스예요. 상품 페이지에서 다시 골라 주세요.</p>}
          {item && <BookingForm item={item} onBooked={() => navigate(RESERVE_PATH, { replace: true })} />}
        </>
      )}

      <h2 className={styles.section}>내 방문 견적</h2>
      {list.isPending ? (
        <SkeletonGroup label="방문 견적을 불러오고 있어요" className={styles.list}>
          <Skeleton height={180} radius={16} />
          <Skeleton height={180} radius={16} />
        </SkeletonGroup>
      ) : list.isError ? (
        <LoadError title="방문 견적을 불러오지 못했어요" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<CalendarCheck size={40} strokeWidth={1.5} />}
          title="예약한 방문 견적이 없어요"
          description="시스템에어컨, 중문, 붙박이장, 조명처럼 집을 봐야 가격이 나오는 서비스는 무료 방문 견적으로 예약해요."
          action={<Button onClick={() => navigate('/business/builtinac')}>시스템에어컨 보러 가기</Button>}
        />
      ) : (
        <div className={styles.list}>
          {list.data.map((v) => (
            <ReservationCard key={v.reservationUid} visit={v} />
          ))}
        </div>
      )}
    </main>
  );
}
