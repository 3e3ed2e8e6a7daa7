import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useUnreadNotificationCount } from '../api/listResidentPushes';
import { NOTIFICATIONS_PATH } from '../paths';
import styles from './NotificationBell.module.css';

/**
 * The header's bell, opening the 알림 inbox. The same 44 px button for everyone (the server renders it signed
 * out); the unread badge is drawn over the icon once the signed-in count arrives, so nothing moves.
 */
export function NotificationBell() {
  const count = useUnreadNotificationCount();
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Link to={NOTIFICATIONS_PATH} className={styles.button} aria-label={count > 0 ? `알림, 읽지 않은 알림 ${count}개` : '알림'}>
      <Bell size={24} aria-hidden="true" />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="notification-count">
          {shown}
        </span>
      )}
    </Link>
  );
}
