import type { ReactNode } from 'react';
import styles from './FormError.module.css';
import { cx } from '../../../lib/cx';

export interface FormErrorProps {
  /** Why the form was not sent (Korean, usually the server's message); nothing shows without one. */
  message: ReactNode;
  className?: string;
}

/** The message of a form that was refused as a whole (no field to show it at): a red box, read out at once. */
export function FormError({ message, className }: FormErrorProps) {
  if (!message) return null;
  return (
    <p className={cx(styles.error, className)} role="alert">
      {message}
    </p>
  );
}
