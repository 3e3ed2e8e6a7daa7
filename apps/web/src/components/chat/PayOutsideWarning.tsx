import { ShieldAlert } from 'lucide-react';
import styles from './Chat.module.css';

/**
 * The warning above every company chat the resident opens (the thread's `warning`, the contract's
 * CHAT_OFF_PLATFORM_WARNING): paying a company outside ipju is the fraud pattern such platforms see most.
 */
export function PayOutsideWarning({ text }: { text: string }) {
  return (
    <p className={styles.warning} role="note" data-testid="chat-pay-warning">
      <ShieldAlert size={18} aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
