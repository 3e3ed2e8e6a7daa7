import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './DoneScreen.module.css';
import { cx } from '../../../lib/cx';

export interface DoneScreenProps {
  /** What is done, e.g. '상담 신청이 접수되었어요' (the screen's heading). */
  title: ReactNode;
  /** What happens next. */
  text: ReactNode;
  /** Between the text and the actions, e.g. a summary of what was sent. */
  children?: ReactNode;
  /** Full-width buttons, the main one first. */
  actions: ReactNode;
  className?: string;
}

/** A finished step's screen (a request sent, a survey answered): a green check, the heading, the next step. */
export function DoneScreen({ title, text, children, actions, className }: DoneScreenProps) {
  return (
    <main className={cx(styles.screen, className)}>
      <span className={styles.icon} aria-hidden="true">
        <CircleCheck size={56} strokeWidth={1.5} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {children}
      <div className={styles.actions}>{actions}</div>
    </main>
  );
}
