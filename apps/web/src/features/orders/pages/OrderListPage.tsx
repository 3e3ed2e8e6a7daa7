import type { OrderStatus } from '@ipju/contract';
import { ReceiptText } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { Tabs } from '../../../components/ui/Tabs/Tabs';
import { RECEIPTS_PATH } from '../../../lib/paths';
import { RequireAuth } from '../../auth';
import { useOrders } from '../api/listBillings';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { ORDER_FILTERS } from '../components/labels';
import { OfflineOrdersSection } from '../components/OfflineOrdersSection';
import { OrderCard, OrderListSkeleton } from '../components/OrderCard';
import styles from './OrderListPage.module.css';

type Filter = OrderStatus | 'all';

function filterOf(value: string | null): Filter {
  return ORDER_FILTERS.some((f) => f.value === value) ? (value as Filter) : 'all';
}

/** /my-page/orders: my orders with a status filter (kept in ?status=), newest first, more on demand. */
export default function OrderListPage() {
  return (
    <>
      <PageHeader
        title="주문 내역"
        backFallback="/my-page"
        right={
          <Link to={RECEIPTS_PATH} className={styles.headerLink}>
            <ReceiptText size={18} aria-hidden="true" />
            영수증
          </Link>
        }
      />
      <RequireAuth>
        <OrderList />
      </RequireAuth>
    </>
  );
}

function OrderList() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filter = filterOf(params.get('status'));
  const status = filter === 'all' ? null : filter;
  const orders = useOrders(status);
  const list = orders.data?.pages.flatMap((p) => p.orders) ?? [];
  const total = orders.data?.pages[0]?.total ?? 0;
  const label = ORDER_FILTERS.find((f) => f.value === filter)?.label ?? '전체';

  return (
    <main className={styles.page}>
      <div className={styles.filters}>
        <Tabs
          variant="chip"
          aria-label="주문 상태"
          items={ORDER_FILTERS.map((f) => ({ value: f.value, label: f.label, panelId: 'order-list' }))}
          value={filter}
          onChange={(next) => setParams(next === 'all' ? {} : { status: next }, { replace: true })}
          idPrefix="order-filter"
        />
      </div>
      <section id="order-list" role="tabpanel" aria-labelledby={`order-filter-${filter}`} className={styles.list}>
        {orders.isPending ? (
          <OrderListSkeleton />
        ) : orders.isError ? (
          <LoadError title="주문 내역을 불러오지 못했어요" error={orders.error} onRetry={() => void orders.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            className={styles.empty}
            title={filter === 'all' ? '아직 주문한 서비스가 없어요' : `${label} 주문이 없어요`}
            description={filter === 'all' ? '우리 단지 특가로 입주 서비스를 예약해 보세요.' : '다른 상태의 주문을 확인해 보세요.'}
            action={
              filter === 'all' ? (
                <Button onClick={() => navigate('/')}>서비스 둘러보기</Button>
              ) : (
                <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
                  전체 주문 보기
                </Button>
              )
            }
          />
        ) : (
          <>
            <p className={styles.count}>
              {label} <strong>{total}</strong>건
            </p>
            <ul className={styles.cards}>
              {list.map((order) => (
                <li key={order.merchantUid}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
            {orders.hasNextPage && (
              <div className={styles.more}>
                <Button variant="secondary" fullWidth loading={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
                  주문 더 보기
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      {filter === 'all' && <OfflineOrdersSection />}
    </main>
  );
}
