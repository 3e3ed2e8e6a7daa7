import { CHAT_MASKED_NOTICE } from '@ipju/contract';
import { AlertCircle, Image as ImageIcon, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { dateTimeParts } from '../../lib/date-time';
import { groupByDay, isReadByOther, type OutgoingMessage } from '../../lib/chat/message-log';
import type { ChatMessage, ChatPhoto } from '../../lib/chat/types';
import { cx } from '../../lib/cx';
import { ImageViewer } from '../ui/ImageViewer/ImageViewer';
import styles from './Chat.module.css';

export interface ChatMessagesProps {
  messages: readonly ChatMessage[];
  pending: readonly OutgoingMessage[];
  otherLastReadIdx: number;
  onRetry: (clientKey: string) => void;
  onDiscard: (clientKey: string) => void;
}

const timeOf = (iso: string) => dateTimeParts(iso)?.time ?? '';

function Photos({ photos, onOpen }: { photos: readonly ChatPhoto[]; onOpen: (index: number) => void }) {
  return (
    <ul className={styles.photos} data-count={Math.min(photos.length, 3)}>
      {photos.map((photo, index) => (
        <li key={`${photo.url}-${index}`}>
          <button type="button" className={styles.photo} onClick={() => onOpen(index)} aria-label={`사진 ${index + 1} 크게 보기`}>
            <img src={photo.thumbnailUrl || photo.url} alt="" loading="lazy" width={120} height={120} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function StoredMessage({ message, read, onPhoto }: { message: ChatMessage; read: boolean; onPhoto: (photos: readonly ChatPhoto[], index: number) => void }) {
  if (message.sender === 'system') {
    return (
      <li className={styles.system} data-testid="chat-system-message">
        {message.text}
      </li>
    );
  }
  return (
    <li className={cx(styles.row, message.mine ? styles.mine : styles.theirs)} data-testid="chat-message" data-mine={message.mine || undefined}>
      {!message.mine && <span className={styles.sender}>{message.senderName}</span>}
      <div className={styles.line}>
        <div className={styles.bubbleGroup}>
          {message.photos.length > 0 && <Photos photos={message.photos} onOpen={(index) => onPhoto(message.photos, index)} />}
          {message.text && <p className={styles.bubble}>{message.text}</p>}
        </div>
        <span className={styles.meta}>
          {message.mine && read && <span className={styles.read}>읽음</span>}
          <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
        </span>
      </div>
      {message.masked && <p className={styles.masked}>{CHAT_MASKED_NOTICE}</p>}
    </li>
  );
}

function PendingMessage({ message, onRetry, onDiscard }: { message: OutgoingMessage; onRetry: () => void; onDiscard: () => void }) {
  const failed = message.status === 'failed';
  return (
    <li className={cx(styles.row, styles.mine, styles.pending)} data-testid="chat-pending" data-status={message.status}>
      <div className={styles.line}>
        <div className={styles.bubbleGroup}>
          {message.photos.length > 0 && (
            <p className={styles.photoPlaceholder}>
              <ImageIcon size={16} aria-hidden="true" />
              사진 {message.photos.length}장
            </p>
          )}
          {message.text && <p className={styles.bubble}>{message.text}</p>}
        </div>
        <span className={styles.meta}>{failed ? <AlertCircle size={16} className={styles.failedIcon} aria-label="보내지 못함" /> : '보내는 중'}</span>
      </div>
      {failed && (
        <div className={styles.failed} role="alert">
          <span>{message.error}</span>
          <span className={styles.failedActions}>
            <button type="button" onClick={onRetry} className={styles.textButton}>
              <RotateCw size={14} aria-hidden="true" />
              다시 보내기
            </button>
            <button type="button" onClick={onDiscard} className={styles.textButton}>
              <Trash2 size={14} aria-hidden="true" />
              지우기
            </button>
          </span>
        </div>
      )}
    </li>
  );
}

/** The conversation by day (날짜 구분선), the caller's messages on the right with 읽음, and those still on their way. */
export function ChatMessages({ messages, pending, otherLastReadIdx, onRetry, onDiscard }: ChatMessagesProps) {
  const [viewer, setViewer] = useState<{ photos: readonly ChatPhoto[]; index: number } | null>(null);
  const days = groupByDay(messages, pending);
  return (
    <>
      <div className={styles.days} aria-live="polite" aria-relevant="additions">
        {days.map((day) => (
          <section key={day.day} aria-label={day.label}>
            <p className={styles.daySeparator}>
              <span>{day.label}</span>
            </p>
            <ol className={styles.messages}>
              {day.rows.map((row) =>
                row.kind === 'stored' ? (
                  <StoredMessage
                    key={`m-${row.message.messageIdx}`}
                    message={row.message}
                    read={isReadByOther(row.message, otherLastReadIdx)}
                    onPhoto={(photos, index) => setViewer({ photos, index })}
                  />
                ) : (
                  <PendingMessage
                    key={`p-${row.message.clientKey}`}
                    message={row.message}
                    onRetry={() => onRetry(row.message.clientKey)}
                    onDiscard={() => onDiscard(row.message.clientKey)}
                  />
                ),
              )}
            </ol>
          </section>
        ))}
      </div>
      {viewer && (
        <ImageViewer
          isOpen
          onClose={() => setViewer(null)}
          images={viewer.photos.map((p) => p.url)}
          startIndex={viewer.index}
        />
      )}
    </>
  );
}
