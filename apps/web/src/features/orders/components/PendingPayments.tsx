import { usePendingPayments } from '../api/listPendingPayments';
import { PendingPaymentActions } from './PendingPaymentActions';
import styles from './PendingPayments.module.css';

/** The cart's list of orders whose payment was interrupted (nothing when there are none). */
export function PendingPayments() {
  const pending = usePendingPayments();
  const orders = pending.data ?? [];
  if (orders.length === 0) return null;
  return (
    <div className={styles.list}>
      {orders.map((order) => (
        <PendingPaymentActions key={order.merchantUid} order={order} showName />
      ))}
    </div>
  );
}
