import { Building2, Headphones } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dateTimeParts } from '../../lib/date-time';
import { formatDate } from '../../lib/format';
import { seoulToday } from '../../lib/schedule';
import type { ChatThread } from '../../lib/chat/types';
import { cx } from '../../lib/cx';
import styles from './ChatList.module.css';

/** 오늘's messages by their time, older ones by their day. */
export function lastMessageTime(iso: string, now: Date = new Date()): string {
  const day = seoulToday(new Date(iso));
  if (day === seoulToday(now)) return dateTimeParts(iso)?.time ?? '';
  return formatDate(day, { weekday: false }).slice(day.slice(0, 4) === seoulToday(now).slice(0, 4) ? 5 : 0);
}

export interface ChatThreadRowProps {
  thread: Pick<ChatThread, 'threadIdx' | 'kind' | 'title' | 'subtitle' | 'lastMessage' | 'unreadCount'>;
  to: string;
  /** Extra line (staff: the resident's name, a waiting mark). */
  extra?: ReactNode;
  active?: boolean;
}

/** One conversation in a list: who, about what, the last message and its time, and how many are unread. */
export function ChatThreadRow({ thread, to, extra, active }: ChatThreadRowProps) {
  const Icon = thread.kind === 'staff' ? Headphones : Building2;
  const last = thread.lastMessage;
  return (
    <Link to={to} className={cx(styles.row, active && styles.active)} data-testid="chat-thread" aria-current={active ? 'page' : undefined}>
      <span className={cx(styles.avatar, thread.kind === 'staff' && styles.staffAvatar)} aria-hidden="true">
        <Icon size={22} />
      </span>
      <span className={styles.body}>
        <span className={styles.top}>
          <span className={styles.title}>{thread.title}</span>
          {last && (
            <time className={styles.time} dateTime={last.createdAt}>
              {lastMessageTime(last.createdAt)}
            </time>
          )}
        </span>
        {thread.subtitle && <span className={styles.subtitle}>{thread.subtitle}</span>}
        <span className={styles.bottom}>
          <span className={styles.preview}>{last ? `${last.mine ? '나: ' : ''}${last.text || '사진'}` : '아직 나눈 대화가 없어요'}</span>
          {thread.unreadCount > 0 && (
            <span className={styles.badge} aria-label={`읽지 않은 메시지 ${thread.unreadCount}개`}>
              {thread.unreadCount > 99 ? '99+' : thread.unreadCount}
            </span>
          )}
        </span>
        {extra}
      </span>
    </Link>
  );
}
