import { TextField } from '../../../components/ui/TextField/TextField';
import styles from './TaskForm.module.css';

/**
 * A number typed on the phone's number keyboard (inputMode decimal). That keyboard has no minus key on
 * many phones, so a value that may be negative (a reverse slope, a winter outside temperature) gets a ± button.
 */
export function NumberInput({
  label,
  unit,
  value,
  onChange,
  error,
  hint,
  allowNegative = false,
  name,
}: {
  label: string;
  unit: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  allowNegative?: boolean;
  name: string;
}) {
  const negative = value.trim().startsWith('-');
  return (
    <div className={styles.numberRow}>
      <TextField
        label={label}
        name={name}
        inputMode="decimal"
        enterKeyHint="done"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/[^0-9.,-]/g, ''))}
        error={error}
        hint={hint}
        trailing={unit}
        containerClassName={styles.numberField}
      />
      {allowNegative && (
        <button
          type="button"
          className={styles.sign}
          aria-pressed={negative}
          aria-label={`${label} 부호 바꾸기`}
          onClick={() => onChange(negative ? value.trim().slice(1) : `-${value.trim()}`)}
        >
          ±
        </button>
      )}
    </div>
  );
}
