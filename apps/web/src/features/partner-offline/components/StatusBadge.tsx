import type { OfflineOrderStatus } from '@ipju/contract';
import { cx } from '../../../lib/cx';
import styles from './OfflineOrders.module.css';
import { STATUS_TONE } from './statusTone';

/** 결제 대기 / 결제 완료 / 취소 (취소 · 환불 when a paid order was refunded). */
export function StatusBadge({ status, label, refunded }: { status: OfflineOrderStatus; label: string; refunded: boolean }) {
  return <span className={cx(styles.badge, styles[STATUS_TONE[status]])}>{refunded ? '취소 · 환불' : label}</span>;
}
