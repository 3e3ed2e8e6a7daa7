import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './QuestionItem.module.css';

export interface QuestionItemProps {
  question: ReactNode;
  answer: string;
  /** A small grey line above the question, such as its category. */
  tag?: ReactNode;
}

/** One "Q" row that opens to its answer (native details/summary: keyboard and screen readers for free).
 * Used by the FAQ page and the FAQ tab of a service page so both read the same. */
export function QuestionItem({ question, answer, tag }: QuestionItemProps) {
  return (
    <details className={styles.item}>
      <summary className={styles.summary}>
        <span className={styles.q} aria-hidden="true">
          Q
        </span>
        <span className={styles.text}>
          {tag !== undefined && <span className={styles.tag}>{tag}</span>}
          {question}
        </span>
        <ChevronDown size={20} className={styles.chevron} aria-hidden="true" />
      </summary>
      <p className={styles.answer}>{answer}</p>
    </details>
  );
}
