import { isApiError } from '@ipju/api-client';
import { useEffect, useRef } from 'react';
import styles from './PartnerCalendar.module.css';

/** A refused close or capacity change (409): the server's sentence and the orders it names, scrolled into view. */
export function RefusedOrders({ error }: { error: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = isApiError(error) && error.status === 409;
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [shown, error]);
  if (!isApiError(error) || !shown) return null;
  return (
    <div ref={ref} className={styles.refused} role="alert">
      <p className={styles.refusedTitle}>{error.message}</p>
      {error.details?.length ? (
        <ul className={styles.refusedList} aria-label="영향받는 주문">
          {error.details.map((d) => (
            <li key={`${d.field}-${d.message}`}>{d.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
