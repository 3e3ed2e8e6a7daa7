import { ChevronRight, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { KNOWLEDGE_IN_PATH } from '../paths';
import styles from './KnowledgeInBanner.module.css';

/** The home page's way into 지식인. */
export function KnowledgeInBanner({ className }: { className?: string }) {
  return (
    <Link to={KNOWLEDGE_IN_PATH} className={`${styles.banner}${className ? ` ${className}` : ''}`}>
      <span className={styles.icon} aria-hidden="true">
        <MessagesSquare size={22} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>입주 지식인</span>
        <span className={styles.sub}>줄눈이 먼저일까, 청소가 먼저일까? 업체와 입주 매니저가 답해요</span>
      </span>
      <ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
    </Link>
  );
}
