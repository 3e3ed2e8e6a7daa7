import { OFFLINE_ORDER_STATUS_LABELS, type OfflineOrderStatus } from '@ipju/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { TextField } from '../../../components/ui/TextField/TextField';
import { formatWon } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { visitLabel } from '../../../lib/visit-label';
import { usePartnerHeader } from '../../partner-auth';
import type { OfflineListFilter } from '../api/keys';
import { useOfflineOrders } from '../api/partnerListOfflineOrders';
import styles from '../components/OfflineOrders.module.css';
import { StatusBadge } from '../components/StatusBadge';

const STATUSES: (OfflineOrderStatus | 'all')[] = ['all', 'pending', 'paid', 'cancelled'];

/** /partner/offline (오프라인 주문): the company's offline orders, filtered by status, customer, complex and date. */
export function OfflineListPage() {
  usePartnerHeader({ title: '오프라인 주문' });
  const navigate = useNavigate();
  const [status, setStatus] = useState<OfflineOrderStatus | 'all'>('all');
  const [keyword, setKeyword] = useState('');
  const [complexName, setComplexName] = useState('');
  const [dateType, setDateType] = useState<'visit' | 'created'>('visit');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [more, setMore] = useState(false);
  const search = useDebouncedValue(keyword.trim(), 300);
  const complex = useDebouncedValue(complexName.trim(), 300);
  const digits = search.replace(/[\s-]/g, '');
  const filter: OfflineListFilter = {
    ...(status === 'all' ? {} : { status }),
    ...(search ? (/^\d+$/.test(digits) ? { phone: digits } : { name: search }) : {}),
    ...(complex ? { complexName: complex } : {}),
    ...(startDate || endDate ? { dateType, ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) } : {}),
  };
  const orders = useOfflineOrders(filter);

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-label="찾기">
        <Button fullWidth leftIcon={<Plus size={18} aria-hidden="true" />} onClick={() => navigate('/partner/offline/new')}>
          오프라인 주문 만들기
        </Button>
        <div className={styles.chips} role="group" aria-label="결제 상태">
          {STATUSES.map((s) => (
            <Chip key={s} selected={status === s} onClick={() => setStatus(s)}>
              {s === 'all' ? '전체' : OFFLINE_ORDER_STATUS_LABELS[s]}
            </Chip>
          ))}
        </div>
        <TextField label="고객 이름 또는 전화번호" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="김입주, 1234" />
        {more ? (
          <>
            <TextField label="단지" value={complexName} onChange={(e) => setComplexName(e.target.value)} placeholder="단지 이름" />
            <div className={styles.chips} role="group" aria-label="날짜 기준">
              <Chip selected={dateType === 'visit'} onClick={() => setDateType('visit')}>
                방문일 기준
              </Chip>
              <Chip selected={dateType === 'created'} onClick={() => setDateType('created')}>
                등록일 기준
              </Chip>
            </div>
            <div className={styles.row}>
              <TextField label="시작일" type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
              <TextField label="종료일" type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
            </div>
          </>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setMore(true)}>
            단지·날짜로 찾기
          </Button>
        )}
      </section>

      {orders.isPending ? (
        <SkeletonGroup label="오프라인 주문을 불러오는 중" className={styles.section}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} />
          ))}
        </SkeletonGroup>
      ) : orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState title="오프라인 주문이 없어요" description="전화나 현장에서 받은 주문을 만들면 고객에게 결제 링크를 보내요." />
      ) : (
        <ul className={styles.list} aria-label="오프라인 주문 목록">
          {orders.data.orders.map((order) => (
            <li key={order.id}>
              <Link to={`/partner/offline/${order.id}`} className={styles.card}>
                <span className={styles.cardTop}>
                  <span className={styles.name}>
                    {order.name} · {order.itemName}
                  </span>
                  <StatusBadge status={order.status} label={order.statusLabel} refunded={order.refunded} />
                </span>
                <span className={styles.meta}>
                  {order.complexName} {order.dong}동 {order.ho}호
                </span>
                <span className={styles.cardTop}>
                  <span className={styles.meta}>{visitLabel(order.visitDate, order.visitHour)}</span>
                  <span className={styles.price}>{formatWon(order.price)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
