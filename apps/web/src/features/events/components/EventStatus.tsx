import type { EventStatus as Status } from '@ipju/contract';
import { EVENT_STATUS_LABELS } from '@ipju/contract';
import styles from './EventStatus.module.css';

/** '진행 중' (green), '오픈 예정' (blue), '종료' (grey). */
export function EventStatus({ status }: { status: Status }) {
  return (
    <span className={styles.status} data-status={status}>
      {EVENT_STATUS_LABELS[status]}
    </span>
  );
}
