import type { PartnerVisit } from '@ipju/contract';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/Button/Button';
import { formatDate } from '../../../lib/format';
import { usePartnerEntryCode } from '../api/partnerGetEntryCode';
import styles from './EntryCodeButton.module.css';

type CodeWindow = Pick<PartnerVisit, 'lineIdx' | 'entryCodeAvailableFrom' | 'entryCodeReadable'>;

/**
 * The door code on a tap, only inside the server's window (the day before the visit until the work is done;
 * every read is logged and shown to the resident, and the code is erased when the order ends). Shared by the
 * partner console's order and the inspector console's inspection, so both follow the same rule.
 */
export function EntryCodeButton({ visit }: { visit: CodeWindow }) {
  const read = usePartnerEntryCode();
  if (!visit.entryCodeAvailableFrom) return null;
  if (!visit.entryCodeReadable) {
    return <p className={styles.caption}>공동현관 비밀번호는 {formatDate(visit.entryCodeAvailableFrom, { weekday: true })}부터 시공이 끝날 때까지 볼 수 있어요.</p>;
  }
  if (read.data) {
    return (
      <div className={styles.code} role="status">
        <KeyRound size={18} aria-hidden="true" />
        <strong data-testid="entry-code">{read.data.entryCode}</strong>
        <span className={styles.caption}>{read.data.message}</span>
      </div>
    );
  }
  return (
    <Button
      variant="secondary"
      size="md"
      fullWidth
      leftIcon={<KeyRound size={18} aria-hidden="true" />}
      loading={read.isPending}
      onClick={() => read.mutate(visit.lineIdx)}
    >
      공동현관 비밀번호 보기
    </Button>
  );
}
