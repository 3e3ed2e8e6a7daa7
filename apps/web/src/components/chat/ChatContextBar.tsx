import { Link } from 'react-router';
import styles from './ChatContextBar.module.css';

/**
 * The line above an order conversation: what the order is (service and visit) and a link to it. 44 px and its
 * border: the rooms that show it count 45 px in `--chat-room-offset`.
 */
export function ChatContextBar({ subtitle, orderHref }: { subtitle: string; orderHref: string | null }) {
  return (
    <div className={styles.context}>
      <span>{subtitle}</span>
      {orderHref && <Link to={orderHref}>주문 보기</Link>}
    </div>
  );
}
