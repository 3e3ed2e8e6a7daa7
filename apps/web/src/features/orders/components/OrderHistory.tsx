import type { OrderEvent } from '@ipju/contract';
import { formatDateTime } from '../../../lib/date-time';
import { ACTOR_LABELS } from './labels';
import styles from './OrderHistory.module.css';

/** The order's history as a timeline, newest first: message, who did it, when. */
export function OrderHistory({ events, multiLine }: { events: OrderEvent[]; multiLine: boolean }) {
  const sorted = [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.eventIdx - a.eventIdx);
  return (
    <ol className={styles.timeline}>
      {sorted.map((event, i) => (
        <li key={event.eventIdx} className={styles.event} data-latest={i === 0 || undefined}>
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.body}>
            <p className={styles.message}>
              {event.statusLabel && event.kind === 'status' && <strong className={styles.status}>{event.statusLabel}</strong>}
              {event.message}
            </p>
            <p className={styles.meta}>
              <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              <span aria-hidden="true"> · </span>
              <span>{ACTOR_LABELS[event.actor]}</span>
              {multiLine && event.itemName && (
                <>
                  <span aria-hidden="true"> · </span>
                  <span>{event.itemName}</span>
                </>
              )}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
