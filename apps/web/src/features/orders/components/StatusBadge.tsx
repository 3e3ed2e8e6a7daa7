import type { OrderStatus } from '@ipju/contract';
import styles from './StatusBadge.module.css';

const TONES: Record<OrderStatus, 'brand' | 'green' | 'grey' | 'red'> = {
  payment_pending: 'grey',
  awaiting_deposit: 'brand',
  awaiting_work: 'brand',
  in_progress: 'green',
  completed: 'green',
  cancelled: 'grey',
  payment_failed: 'red',
};

/** An order or service status (the server's Korean label) as a small coloured badge. */
export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span className={styles.badge} data-tone={TONES[status]}>
      {label}
    </span>
  );
}
