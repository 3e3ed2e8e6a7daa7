import type { PartnerOrderLine } from '@ipju/contract';
import { CalendarCheck, ChevronRight, ClipboardList } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Chip } from '../../../components/ui/Chip/Chip';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { usePartnerHeader } from '../../partner-auth';
import { usePartnerOrders } from '../api/partnerListOrders';
import { StepBadge } from '../components/StepBadge';
import { partnerOrderPath } from '../paths';
import styles from './PartnerOrdersPage.module.css';

const STATUSES = [
  { value: null, label: '전체' },
  { value: 'awaiting_work', label: '시공대기' },
  { value: 'in_progress', label: '시공중' },
  { value: 'completed', label: '시공완료' },
  { value: 'awaiting_deposit', label: '입금대기' },
  { value: 'cancelled', label: '주문취소' },
] as const;
type StatusFilter = (typeof STATUSES)[number]['value'];

const homeOf = (l: PartnerOrderLine) =>
  [l.customer.apartmentName, l.customer.dong ? `${l.customer.dong}동` : null, l.customer.ho ? `${l.customer.ho}호` : null].filter(Boolean).join(' ');

/** /partner/orders (주문): the company's order lines, filtered by status and category (kept in the address). */
export function PartnerOrdersPage() {
  usePartnerHeader({ title: '주문' });
  const [params, setParams] = useSearchParams();
  const status = (STATUSES.find((s) => s.value === params.get('status'))?.value ?? null) as StatusFilter;
  const category = params.get('category');
  const all = usePartnerOrders(status, null);
  const shown = usePartnerOrders(status, category);
  const categories = [...new Map((all.data ?? []).map((l) => [l.categoryCode, l.categoryName])).entries()];

  const setFilter = (name: 'status' | 'category', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name === 'status') next.delete('category');
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.page}>
      <Link to="/partner/quotes" className={styles.quotes}>
        <CalendarCheck size={18} aria-hidden="true" />
        <span>방문 견적 예약 보기</span>
        <ChevronRight size={18} aria-hidden="true" />
      </Link>
      <div className={styles.filters} role="group" aria-label="주문 상태">
        {STATUSES.map((s) => (
          <Chip key={s.label} selected={status === s.value} aria-pressed={status === s.value} onClick={() => setFilter('status', s.value)}>
            {s.label}
          </Chip>
        ))}
      </div>
      {categories.length > 1 && (
        <div className={styles.filters} role="group" aria-label="서비스 분류">
          <Chip selected={!category} aria-pressed={!category} onClick={() => setFilter('category', null)}>
            모든 서비스
          </Chip>
          {categories.map(([code, name]) => (
            <Chip key={code} selected={category === code} aria-pressed={category === code} onClick={() => setFilter('category', code)}>
              {name}
            </Chip>
          ))}
        </div>
      )}
      {shown.isPending ? (
        <SkeletonGroup label="주문을 불러오고 있어요" className={styles.list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={112} radius={16} />
          ))}
        </SkeletonGroup>
      ) : shown.isError ? (
        <LoadError error={shown.error} onRetry={() => void shown.refetch()} />
      ) : shown.data.length === 0 ? (
        <EmptyState icon={<ClipboardList size={40} />} title="주문이 없어요" description="조건에 맞는 주문이 들어오면 여기에 보여요." />
      ) : (
        <ul className={styles.list}>
          {shown.data.map((line) => (
            <li key={line.lineIdx}>
              <Link to={partnerOrderPath(line.lineIdx)} className={styles.card} data-testid={`partner-order-${line.lineIdx}`}>
                <div className={styles.top}>
                  <span className={styles.status}>{line.statusLabel}</span>
                  {line.stepLabel !== line.statusLabel && <StepBadge step={line.step} label={line.stepLabel} />}
                </div>
                <strong className={styles.name}>{line.itemName}</strong>
                <span className={styles.meta}>{line.visitLabel}</span>
                <span className={styles.meta}>
                  {homeOf(line) || '주소 미정'}
                  {line.customer.pyeong ? ` · ${line.customer.pyeong}평` : ''}
                </span>
                <span className={styles.pay}>{line.payment.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
