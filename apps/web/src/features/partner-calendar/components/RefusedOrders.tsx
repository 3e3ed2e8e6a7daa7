import { isApiError } from '@ipju/api-client';
import styles from './PartnerCalendar.module.css';

/** A refused close or capacity change (409): the server's sentence and the orders it names. */
export function RefusedOrders({ error }: { error: unknown }) {
  if (!isApiError(error) || error.status !== 409) return null;
  return (
    <div className={styles.refused} role="alert">
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
