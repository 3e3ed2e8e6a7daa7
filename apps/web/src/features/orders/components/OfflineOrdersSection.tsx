import { cx } from '../../../lib/cx';
import { formatWon } from '../../../lib/format';
import { visitLabel } from '../../../lib/visit-label';
import { useMyOfflineOrders } from '../api/listMyOfflineOrders';
import styles from './OfflineOrdersSection.module.css';

/**
 * 업체에서 직접 받은 주문: services a company sold me by phone or on site and I paid through its payment link,
 * shown under my orders when my account's phone is the one the link was sent to. Nothing when there are none.
 */
export function OfflineOrdersSection() {
  const offline = useMyOfflineOrders();
  if (!offline.data || offline.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="offline-orders-title">
      <h2 id="offline-orders-title" className={styles.title}>
        업체에서 직접 받은 주문
      </h2>
      <p className={styles.sub}>업체가 보낸 결제 링크로 결제한 주문이에요. 변경이나 취소는 업체에 문의해 주세요.</p>
      <ul className={styles.cards}>
        {offline.data.map((o) => (
          <li key={o.id} className={styles.card}>
            <span className={styles.top}>
              <span className={styles.name}>{o.itemName}</span>
              <span className={cx(styles.status, o.status === 'cancelled' && styles.cancelled)}>{o.refunded ? '취소 · 환불' : o.statusLabel}</span>
            </span>
            <span className={styles.meta}>{o.companyName}</span>
            <span className={styles.meta}>
              {visitLabel(o.visitDate, o.visitHour)} · {o.complexName} {o.dong}동 {o.ho}호
            </span>
            <span className={styles.name}>{formatWon(o.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
