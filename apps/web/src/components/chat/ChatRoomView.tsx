import type { UploadType } from '@ipju/contract';
import { MessageCircle } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { getPresignedUrl } from '../../lib/api/getPresignedUrl';
import { lastMessageIdx } from '../../lib/chat/message-log';
import { Button } from '../ui/Button/Button';
import { LoadError } from '../ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../ui/Skeleton/Skeleton';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
import { useChatRoom, type ChatRoomSource } from './useChatRoom';
import styles from './Chat.module.css';

export interface ChatRoomViewProps {
  source: ChatRoomSource;
  /** Shown above the messages (the warning not to pay outside ipju in a company chat). */
  notice?: ReactNode;
  /** What the conversation starts with when there is nothing yet. */
  emptyText: string;
  photoType: UploadType | null;
  presign?: typeof getPresignedUrl;
  /** Above the message box, given a way to put text into it (staff's canned answers). */
  tools?: (insert: (text: string) => void, draft: string) => ReactNode;
  /** The thread is closed: no message box, this instead. */
  closedNotice?: ReactNode;
}

function RoomSkeleton() {
  return (
    <SkeletonGroup label="대화를 불러오고 있어요" className={styles.roomSkeleton}>
      <Skeleton width="55%" height={44} radius={16} />
      <Skeleton width="40%" height={44} radius={16} className={styles.skeletonMine} />
      <Skeleton width="65%" height={64} radius={16} />
    </SkeletonGroup>
  );
}

const nearBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 160;

/**
 * A conversation on a phone: the messages fill the page (the page scrolls, so the phone's keyboard behaves),
 * the message box stays at the bottom. It follows new messages when the reader is at the bottom and stays
 * put when they scrolled up to read older ones.
 */
export function ChatRoomView({ source, notice, emptyText, photoType, presign, tools, closedNotice }: ChatRoomViewProps) {
  const room = useChatRoom(source);
  const [draft, setDraft] = useState('');
  const { log } = room;
  const newest = `${lastMessageIdx(log)}:${log.pending.length}`;
  const stick = useRef(true);
  const firstScroll = useRef(true);

  useLayoutEffect(() => {
    const onScroll = () => {
      stick.current = nearBottom();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    if (!log.loaded) return;
    if (firstScroll.current || stick.current) {
      firstScroll.current = false;
      window.scrollTo({ top: document.documentElement.scrollHeight });
    }
  }, [newest, log.loaded]);

  const insert = (text: string) => setDraft((current) => (current.trim() ? `${current.trimEnd()}\n${text}` : text));

  return (
    <div className={styles.room}>
      {notice}
      <div className={styles.scroll} data-testid="chat-messages">
        {room.loadError && !log.loaded ? (
          <LoadError title="대화를 불러오지 못했어요" error={room.loadError} onRetry={room.retryLoad} />
        ) : !log.loaded ? (
          <RoomSkeleton />
        ) : (
          <>
            {log.hasOlder && (
              <div className={styles.older}>
                <Button size="sm" variant="secondary" loading={room.loadingOlder} onClick={room.loadOlder}>
                  이전 메시지 보기
                </Button>
              </div>
            )}
            {log.messages.length === 0 && log.pending.length === 0 ? (
              <div className={styles.emptyRoom}>
                <MessageCircle size={32} strokeWidth={1.5} aria-hidden="true" />
                <p>{emptyText}</p>
              </div>
            ) : (
              <ChatMessages
                messages={log.messages}
                pending={log.pending}
                otherLastReadIdx={log.otherLastReadIdx}
                onRetry={room.retry}
                onDiscard={room.discard}
              />
            )}
          </>
        )}
      </div>
      <div className={styles.dock}>
        {closedNotice ?? (
          <>
            {tools?.(insert, draft)}
            <ChatComposer text={draft} onTextChange={setDraft} onSend={room.send} photoType={photoType} presign={presign} disabled={!log.loaded} />
          </>
        )}
      </div>
    </div>
  );
}
