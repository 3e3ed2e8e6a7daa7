import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import { formatNumber } from '../../../lib/format';
import fieldStyles from './TextField.module.css';
import styles from './TextArea.module.css';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'value'> {
  value: string;
  label: ReactNode;
  /** Visually hide the label (still read by screen readers). */
  hideLabel?: boolean;
  /** 'field' (default): a small grey label like TextField's; 'section': the bold title of a form section. */
  labelStyle?: 'field' | 'section';
  /** After the label: '(필수)' in red or '(선택)' in grey. */
  mark?: 'required' | 'optional';
  /** On the label's row, at its end (e.g. a button that fills the field). */
  labelAside?: ReactNode;
  /** Shown in red under the field; marks it invalid. */
  error?: ReactNode;
  /** Marks the field invalid when its message is shown elsewhere. */
  invalid?: boolean;
  /** Helper text under the field when there is no error. */
  hint?: ReactNode;
  /** Characters counted for the counter (default: the value's length); the counter shows with `maxLength`. */
  count?: number;
  /** What a screen reader hears before the count. */
  countLabel?: string;
  containerClassName?: string;
}

/**
 * A labelled multi-line field with the message row under it: the error (an alert) or a hint on the left,
 * the live count against `maxLength` on the right (red once full). The field is described by both.
 */
export function TextArea({
  value,
  label,
  hideLabel = false,
  labelStyle = 'field',
  mark,
  labelAside,
  error,
  invalid,
  hint,
  count,
  countLabel = '글자 수',
  maxLength,
  id,
  className,
  containerClassName,
  ...rest
}: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const messageId = `${fieldId}-message`;
  const countId = `${fieldId}-count`;
  const message = error ?? hint;
  const counted = count ?? value.length;
  const describedBy = [message ? messageId : null, maxLength !== undefined ? countId : null].filter(Boolean).join(' ');

  const section = labelStyle === 'section';
  const labelElement = (
    <label
      htmlFor={fieldId}
      className={cx(fieldStyles.label, section && styles.sectionLabel, section && !labelAside && styles.sectionGap, hideLabel && 'visually-hidden')}
    >
      {label}
      {mark && (
        <>
          {' '}
          <span className={mark === 'required' ? styles.required : styles.optional}>{mark === 'required' ? '(필수)' : '(선택)'}</span>
        </>
      )}
    </label>
  );

  return (
    <div className={cx(fieldStyles.field, containerClassName)}>
      {labelAside ? (
        <div className={cx(styles.labelRow, section && styles.sectionGap)}>
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      <textarea
        {...rest}
        id={fieldId}
        value={value}
        maxLength={maxLength}
        className={cx(styles.textarea, className)}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {(message || maxLength !== undefined) && (
        <div className={styles.foot}>
          {message && (
            <p id={messageId} className={cx(styles.message, error ? fieldStyles.error : fieldStyles.hint)} role={error ? 'alert' : undefined}>
              {message}
            </p>
          )}
          {maxLength !== undefined && (
            <p id={countId} className={styles.count} data-full={counted >= maxLength ? '' : undefined}>
              <span className="visually-hidden">{countLabel}</span> {formatNumber(counted)} / {formatNumber(maxLength)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
