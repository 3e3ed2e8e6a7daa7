import { Check } from 'lucide-react';
import { useId } from 'react';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import styles from './Checkbox.module.css';
import { cx } from '../../../lib/cx';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'checked'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Smaller secondary line under the label. */
  description?: ReactNode;
}

/** Native checkbox with a 44 px tall label row. */
export function Checkbox({ label, checked, onChange, description, className, id, disabled, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const labelId = `${inputId}-label`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <label className={cx(styles.row, disabled && styles.disabled, className)} htmlFor={inputId}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        className={styles.input}
        checked={checked}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.target.checked, event)}
      />
      <span className={styles.box} aria-hidden="true">
        <Check size={16} strokeWidth={3} />
      </span>
      <span className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
