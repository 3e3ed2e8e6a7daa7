import { Chip } from '../../../components/ui/Chip/Chip';
import styles from './TaskForm.module.css';

/** One choice out of a few, as a row of chips (one tap): 공간, 하자 분류, 심각도, 측정 면 ... */
export function ChoiceChips<V extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string;
  testId?: string;
}) {
  return (
    <fieldset className={styles.fieldset} data-testid={testId}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <Chip key={String(option.value)} selected={option.value === value} onClick={() => onChange(option.value)}>
            {option.label}
          </Chip>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
