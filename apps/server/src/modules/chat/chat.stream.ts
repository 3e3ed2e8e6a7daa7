import { PassThrough, type Readable } from 'node:stream';
import type { ChatReadEvent } from '@ipju/contract';
import type { Db } from '../../db/client';
import type { RealtimeBus } from '../../lib/realtime';
import { toChatMessage } from './chat.mapper';
import * as repo from './chat.repository';
import type { Viewer } from './chat.repository';

/**
 * The chat streams of this process (SSE, docs/CHAT.md "Real time"). A message is stored first; then a note
 * with ids only goes over the realtime bus (LISTEN/NOTIFY across processes on PostgreSQL). Each stream keeps
 * a cursor (the last message id it sent) and, when woken, reads from the database the messages after it that
 * its viewer may see, in id order. Ids are committed in order (chat.repository.ts MESSAGE_ORDER_LOCK), so a
 * stream that resumes from Last-Event-ID gets exactly the messages it missed: none lost, none twice.
 */
export const CHAT_CHANNEL = 'ipju_chat';
/** A comment line this often keeps proxies from closing an idle stream; each beat also re-reads (a lost note costs at most this). */
export const CHAT_HEARTBEAT_MS = 25_000;
/** How soon a browser reconnects after a drop (the SSE `retry` field). */
export const CHAT_RETRY_MS = 2_000;
const PAGE = 200;

/** What goes over the bus: ids and the thread's owners (so each process knows whom it concerns), never text. */
export type ChatNote =
  | { type: 'message'; t: number; m: number; r: number; p: number | null; k: 'staff' | 'order' }
  | { type: 'read'; t: number; m: number; reader: ChatReadEvent['reader']; r: number; p: number | null; k: 'staff' | 'order' };

const concerns = (viewer: Viewer, note: ChatNote) =>
  viewer.role === 'resident'
    ? note.r === viewer.residentIdx
    : viewer.role === 'partner'
      ? note.k === 'order' && note.p === viewer.partnerIdx
      : note.k === 'staff';

interface OpenStream {
  viewer: Viewer;
  out: PassThrough;
  wake(): void;
  read(event: ChatReadEvent): void;
}

export interface ChatStreams {
  /** Opens a stream for the viewer, after `lastEventId` (or after the newest message when null). */
  open(viewer: Viewer, lastEventId: number | null): Promise<Readable>;
  /** Announces a stored message or a moved read mark to every process. */
  publish(note: ChatNote): Promise<void>;
  /** Ends every stream of this process (shutdown: requests in flight must finish). */
  closeAll(): void;
  readonly size: number;
}

export function createChatStreams(deps: { db: Db; realtime: RealtimeBus; onError?: (error: unknown) => void }): ChatStreams {
  const { db, realtime } = deps;
  const streams = new Set<OpenStream>();
  let unsubscribe: (() => void) | null = null;

  const onNote = (payload: string | null) => {
    if (payload === null) {
      for (const s of streams) s.wake();
      return;
    }
    let note: ChatNote;
    try {
      note = JSON.parse(payload) as ChatNote;
    } catch {
      return;
    }
    for (const s of streams) {
      if (!concerns(s.viewer, note)) continue;
      if (note.type === 'message') s.wake();
      else s.read({ threadIdx: note.t, messageIdx: note.m, reader: note.reader });
    }
  };

  return {
    get size() {
      return streams.size;
    },
    async publish(note) {
      await realtime.publish(CHAT_CHANNEL, JSON.stringify(note)).catch((error: unknown) => deps.onError?.(error));
    },
    closeAll() {
      for (const s of [...streams]) s.out.end();
      streams.clear();
    },
    async open(viewer, lastEventId) {
      unsubscribe ??= realtime.subscribe(CHAT_CHANNEL, onNote);
      const out = new PassThrough();
      let cursor = lastEventId ?? -1;
      let ready = false;
      let pumping = false;
      let again = false;
      let closed = false;
      const write = (chunk: string) => {
        if (!closed) out.write(chunk);
      };

      const pump = async () => {
        if (!ready || closed) return;
        if (pumping) {
          again = true;
          return;
        }
        pumping = true;
        try {
          do {
            again = false;
            for (;;) {
              const rows = await repo.messagesAfter(db, viewer, cursor, PAGE);
              for (const row of rows) {
                if (closed) return;
                write(`id: ${row.messageIdx}\nevent: message\ndata: ${JSON.stringify(toChatMessage(row, viewer))}\n\n`);
                cursor = row.messageIdx;
              }
              if (rows.length < PAGE) break;
            }
          } while (again && !closed);
        } catch (error) {
          deps.onError?.(error);
        } finally {
          pumping = false;
        }
      };

      const stream: OpenStream = {
        viewer,
        out,
        wake: () => void pump(),
        read: (event) => write(`event: read\ndata: ${JSON.stringify(event)}\n\n`),
      };
      // Listening before the cursor is read: a message stored meanwhile wakes a pump that runs once ready.
      streams.add(stream);
      const heartbeat = setInterval(() => {
        write(': ping\n\n');
        void pump();
      }, CHAT_HEARTBEAT_MS);
      heartbeat.unref();
      out.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        streams.delete(stream);
      });

      if (cursor < 0) cursor = await repo.latestMessageIdx(db);
      // The first event carries the cursor as its id: a browser that reconnects before any message resumes from it.
      write(`retry: ${CHAT_RETRY_MS}\nid: ${cursor}\nevent: ready\ndata: ${JSON.stringify({ lastEventId: cursor })}\n\n`);
      ready = true;
      void pump();
      return out;
    },
  };
}
