import type { ComponentProps } from 'react';
import styles from './Chip.module.css';
import { cx } from '../../../lib/cx';

export interface ChipProps extends ComponentProps<'button'> {
  selected?: boolean;
}

/** Toggle chip (filters, sort options): a button with aria-pressed. */
export function Chip({ selected = false, className, type = 'button', ...rest }: ChipProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-pressed={selected}
      className={cx(styles.chip, selected && styles.selected, className)}
    />
  );
}
