import { formatDate } from '../format';
import { seoulToday } from '../schedule';
import type { ChatMessage, ChatPhoto } from './types';

/**
 * A conversation as the screen holds it: the stored messages in order (by messageIdx, each once, however
 * many times the first page, a page of older ones, the live stream and a refetch after a reconnect brought
 * it), the caller's messages still on their way (keyed by their clientKey: a retry sends the same key, so the
 * server stores it once), and how far the other side has read.
 */
export interface OutgoingMessage {
  clientKey: string;
  text: string;
  /** Previews of the attached photos (the picked files or their uploaded addresses). */
  photos: ChatPhoto[];
  photoFileIds: string[];
  status: 'sending' | 'failed';
  /** Korean reason shown under a failed one. */
  error: string | null;
  /** When it was written (ISO), for its place among the day separators. */
  createdAt: string;
}

export interface MessageLog {
  messages: ChatMessage[];
  pending: OutgoingMessage[];
  /** Whether older messages than the first one shown exist (a page of older ones can be asked for). */
  hasOlder: boolean;
  /** The highest messageIdx the other side has read (읽음 under the caller's messages up to it). */
  otherLastReadIdx: number;
  /** Whether the first page arrived. */
  loaded: boolean;
}

export const EMPTY_LOG: MessageLog = { messages: [], pending: [], hasOlder: false, otherLastReadIdx: 0, loaded: false };

export type MessageLogAction =
  /** The newest page (first load). */
  | { type: 'loaded'; list: ChatMessage[]; hasMore: boolean }
  /** A page of older messages. */
  | { type: 'older'; list: ChatMessage[]; hasMore: boolean }
  /** Messages from the stream or a refetch after a reconnect (any order, repeats allowed). */
  | { type: 'received'; list: ChatMessage[] }
  | { type: 'queued'; message: OutgoingMessage }
  /** The server stored the message with this clientKey. */
  | { type: 'sent'; clientKey: string; message: ChatMessage }
  | { type: 'failed'; clientKey: string; error: string }
  | { type: 'retrying'; clientKey: string }
  | { type: 'discarded'; clientKey: string }
  | { type: 'read'; messageIdx: number };

/** Stored messages in messageIdx order, each once (the later copy wins: it may carry a masked text). */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byIdx = new Map<number, ChatMessage>();
  for (const m of current) byIdx.set(m.messageIdx, m);
  for (const m of incoming) byIdx.set(m.messageIdx, m);
  return [...byIdx.values()].sort((a, b) => a.messageIdx - b.messageIdx);
}

/** Pending messages the server has now stored (matched by clientKey) are no longer pending. */
function settle(pending: readonly OutgoingMessage[], stored: readonly ChatMessage[]): OutgoingMessage[] {
  if (pending.length === 0) return pending as OutgoingMessage[];
  const keys = new Set(stored.map((m) => m.clientKey).filter((k): k is string => k !== null));
  const left = pending.filter((p) => !keys.has(p.clientKey));
  return left.length === pending.length ? (pending as OutgoingMessage[]) : left;
}

export function messageLogReducer(state: MessageLog, action: MessageLogAction): MessageLog {
  switch (action.type) {
    case 'loaded': {
      const messages = mergeMessages(state.messages, action.list);
      return { ...state, messages, pending: settle(state.pending, action.list), hasOlder: action.hasMore, loaded: true };
    }
    case 'older':
      return { ...state, messages: mergeMessages(state.messages, action.list), hasOlder: action.hasMore };
    case 'received': {
      if (action.list.length === 0) return state;
      return { ...state, messages: mergeMessages(state.messages, action.list), pending: settle(state.pending, action.list) };
    }
    case 'queued':
      if (state.pending.some((p) => p.clientKey === action.message.clientKey)) return state;
      return { ...state, pending: [...state.pending, action.message] };
    case 'sent':
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        pending: state.pending.filter((p) => p.clientKey !== action.clientKey),
      };
    case 'failed':
      return {
        ...state,
        pending: state.pending.map((p) => (p.clientKey === action.clientKey ? { ...p, status: 'failed', error: action.error } : p)),
      };
    case 'retrying':
      return {
        ...state,
        pending: state.pending.map((p) => (p.clientKey === action.clientKey ? { ...p, status: 'sending', error: null } : p)),
      };
    case 'discarded':
      return { ...state, pending: state.pending.filter((p) => p.clientKey !== action.clientKey) };
    case 'read':
      return action.messageIdx > state.otherLastReadIdx ? { ...state, otherLastReadIdx: action.messageIdx } : state;
  }
}

/** The newest stored messageIdx (what a refetch after a reconnect asks to come after); 0 when none. */
export function lastMessageIdx(log: Pick<MessageLog, 'messages'>): number {
  return log.messages[log.messages.length - 1]?.messageIdx ?? 0;
}

/** The newest message from the other side (what the caller marks read); null when none. */
export function lastOtherMessageIdx(messages: readonly ChatMessage[]): number | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i]!;
    if (!m.mine) return m.messageIdx;
  }
  return null;
}

/** A row of the conversation: a stored message or one on its way. */
export type ChatRow = { kind: 'stored'; message: ChatMessage } | { kind: 'outgoing'; message: OutgoingMessage };

export interface ChatDay {
  /** YYYY-MM-DD in Seoul. */
  day: string;
  /** '2026.12.05 (토)'. */
  label: string;
  rows: ChatRow[];
}

/** The conversation by Seoul day (the day separators), stored messages first, the pending ones after them. */
export function groupByDay(messages: readonly ChatMessage[], pending: readonly OutgoingMessage[] = []): ChatDay[] {
  const days: ChatDay[] = [];
  const push = (createdAt: string, row: ChatRow) => {
    const day = seoulToday(new Date(createdAt));
    let last = days[days.length - 1];
    if (!last || last.day !== day) {
      last = { day, label: formatDate(day), rows: [] };
      days.push(last);
    }
    last.rows.push(row);
  };
  for (const message of messages) push(message.createdAt, { kind: 'stored', message });
  for (const message of pending) push(message.createdAt, { kind: 'outgoing', message });
  return days;
}

/** Whether the other side has read this message of the caller's (읽음). */
export function isReadByOther(message: ChatMessage, otherLastReadIdx: number): boolean {
  return message.mine && message.messageIdx <= otherLastReadIdx;
}
