import { Button } from '../../../components/ui/Button/Button';
import { TextField } from '../../../components/ui/TextField/TextField';
import { formatNumber, formatPoints } from '../../../lib/format';
import styles from './PaymentSections.module.css';

export interface PointsFieldProps {
  value: number;
  onChange: (value: number) => void;
  /** The resident's balance and the most this order can take (from the server's quote). */
  balance: number | null;
  max: number | null;
  error?: string | null;
  disabled?: boolean;
}

/** Points to use: typed with thousands separators, never above what the server says can be used. */
export function PointsField({ value, onChange, balance, max, error, disabled }: PointsFieldProps) {
  const set = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, 9);
    const n = digits ? Number(digits) : 0;
    onChange(max !== null ? Math.min(n, max) : n);
  };
  return (
    <div className={styles.points}>
      <div className={styles.pointsRow}>
        <TextField
          label="사용할 포인트"
          inputMode="numeric"
          autoComplete="off"
          value={value > 0 ? formatNumber(value) : ''}
          placeholder="0"
          onChange={(event) => set(event.target.value)}
          trailing="P"
          error={error ?? undefined}
          hint={balance !== null ? `보유 ${formatPoints(balance)}${max !== null && max < balance ? ` · 이 주문에는 ${formatPoints(max)}까지 쓸 수 있어요` : ''}` : undefined}
          disabled={disabled}
          containerClassName={styles.pointsInput}
        />
        <Button
          variant="secondary"
          className={styles.useAll}
          disabled={disabled || max === null || max === 0 || value === max}
          onClick={() => max !== null && onChange(max)}
        >
          모두 사용
        </Button>
      </div>
    </div>
  );
}
