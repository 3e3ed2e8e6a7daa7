import { useId } from 'react';
import styles from './Switch.module.css';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Shown beside the label, e.g. '항상 받아요'. */
  hint?: string;
}

/** An on/off row of 알림 설정: a native checkbox with the switch role, 44 px tall. */
export function Switch({ label, checked, onChange, disabled, hint }: SwitchProps) {
  const id = useId();
  return (
    <label className={styles.row} htmlFor={id} data-disabled={disabled || undefined}>
      <span className={styles.label}>
        {label}
        {hint && <span className={styles.hint}>{hint}</span>}
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={checked}
        disabled={disabled}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </label>
  );
}
