import { ChevronRight, CloudOff, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { INSPECTOR_UNSENT } from '../../lib/inspector-paths';
import { useOutboxItems } from '../../lib/offline-outbox';
import { useOnline } from './useOnline';
import styles from './InspectorShell.module.css';

/**
 * Under the header: "오프라인이에요" while the phone has no connection, and "전송 안 된 기록 N건" while the
 * outbox holds items (a tap opens the list). Nothing when everything is sent and the phone is online.
 */
export function OutboxBar() {
  const online = useOnline();
  const items = useOutboxItems();
  const failed = items.filter((item) => item.status === 'failed').length;
  if (online && items.length === 0) return null;
  return (
    <div className={styles.outboxBar} data-testid="inspector-outbox-bar">
      {!online && (
        <p className={styles.offline} role="status">
          <WifiOff aria-hidden="true" size={16} />
          오프라인이에요. 기록은 휴대폰에 저장돼요.
        </p>
      )}
      {items.length > 0 && (
        <Link to={INSPECTOR_UNSENT} className={failed > 0 ? styles.unsentFailed : styles.unsent} data-testid="inspector-unsent-badge">
          <CloudOff aria-hidden="true" size={16} />
          <span className={styles.unsentText}>
            전송 안 된 기록 {items.length}건{failed > 0 && ` (확인 필요 ${failed}건)`}
          </span>
          <ChevronRight aria-hidden="true" size={18} />
        </Link>
      )}
    </div>
  );
}
