import { Phone } from 'lucide-react';
import styles from './CallLink.module.css';

/**
 * The job's 050 안심번호 as a tap-to-call link; the resident's own phone is never shown. The name is left out
 * where the page already shows it beside the link.
 */
export function CallLink({ name, number }: { name?: string; number: string | null }) {
  if (!number) return <p className={styles.ended}>작업이 끝나 안심번호 연결이 종료됐어요.</p>;
  return (
    <a className={styles.call} href={`tel:${number.replace(/-/g, '')}`}>
      <Phone size={18} aria-hidden="true" />
      <span>
        {name ? `${name} · ` : null}
        <strong>{number}</strong>
      </span>
      <span className={styles.caption}>안심번호로 전화하기</span>
    </a>
  );
}
