import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import styles from './TextField.module.css';
import { cx } from '../../../lib/cx';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  label: ReactNode;
  /** Shown in red under the field; marks it invalid. */
  error?: ReactNode;
  /** Helper text under the field when there is no error. */
  hint?: ReactNode;
  /** Content after the input, e.g. a unit or a button. */
  trailing?: ReactNode;
  /** Visually hide the label (still read by screen readers). */
  hideLabel?: boolean;
  containerClassName?: string;
}

export function TextField({
  label,
  error,
  hint,
  trailing,
  hideLabel = false,
  id,
  className,
  containerClassName,
  required,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={cx(styles.field, containerClassName)}>
      <label htmlFor={inputId} className={cx(styles.label, hideLabel && 'visually-hidden')}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className={cx(styles.control, error ? styles.invalid : undefined)}>
        <input
          {...rest}
          id={inputId}
          required={required}
          className={cx(styles.input, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        {trailing && <span className={styles.trailing}>{trailing}</span>}
      </div>
      {message && (
        <p id={messageId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
