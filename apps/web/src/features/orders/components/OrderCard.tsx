import { lineMoneyShort, orderMoney, type Order } from '@ipju/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatDate } from '../../../lib/format';
import { orderPath } from '../../../lib/paths';
import { visitLabel } from './labels';
import { StatusBadge } from './StatusBadge';
import styles from './OrderCard.module.css';

/** An order in the list: date, name, headline status, each service with its visit, and the amount. */
export function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order.merchantUid}`;
  // One service named like the order: its name is the heading already.
  const single = order.lines.length === 1 && order.lines[0]!.itemName === order.orderName;
  // The same rows as the order detail (orderMoney): a cancelled order shows what came back and what was kept.
  const money = orderMoney(order).summary;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <span className={styles.date}>
          {formatDate(order.createdAt)} 주문
          <span className={styles.orderNo}> · {order.orderNo}</span>
        </span>
        <StatusBadge status={order.status} label={order.statusLabel} />
      </div>
      <h3 id={headingId} className={styles.name}>
        <Link to={orderPath(order.merchantUid)} className={styles.link}>
          {order.orderName}
          <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
        </Link>
      </h3>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.lineIdx} className={styles.line}>
            {single ? <span className={styles.lineName}>방문 일정</span> : <span className={styles.lineName}>{line.itemName}</span>}
            <span className={styles.lineVisit}>
              {visitLabel(line.tz, line.timeLabel)}
              {order.lines.length > 1 && line.status !== order.status && ` · ${line.statusLabel}`}
            </span>
            {order.lines.length > 1 && (
              <span className={styles.lineAmount} data-testid={`list-line-amount-${line.lineIdx}`}>
                {lineMoneyShort(line)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <dl className={styles.money} aria-label="결제 금액" data-testid="order-card-money">
        {money.map((row, i) => (
          <div key={row.key} className={styles.amount} data-tone={row.tone}>
            <dt className={row.tone === 'note' ? 'visually-hidden' : undefined}>{row.tone === 'note' ? '결제' : row.label}</dt>
            <dd>{i === 0 ? <strong>{row.text}</strong> : row.text}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

export function OrderCardSkeleton() {
  return (
    <div className={styles.card}>
      <div className={styles.head}>
        <Skeleton width={110} height={14} />
        <Skeleton width={52} height={22} radius={4} />
      </div>
      <Skeleton width="70%" height={20} />
      <Skeleton width="85%" height={14} />
      <div className={styles.amount}>
        <Skeleton width={60} height={14} />
        <Skeleton width={90} height={18} />
      </div>
    </div>
  );
}

export function OrderListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonGroup label="주문 내역을 불러오고 있어요" className={styles.skeletonList}>
      {Array.from({ length: count }, (_, i) => (
        <OrderCardSkeleton key={i} />
      ))}
    </SkeletonGroup>
  );
}
