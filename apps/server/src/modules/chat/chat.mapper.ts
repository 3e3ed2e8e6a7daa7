import {
  CHAT_OFF_PLATFORM_WARNING,
  CHAT_STAFF_TITLE,
  CHAT_THREAD_STATUS_LABELS,
  optimizedImageUrl,
  visitWords,
  type ChatMessage,
  type ChatThread,
} from '@ipju/contract';
import type { ChatParticipant } from '../../db/schema';
import type { LineInfo, MessageRow, ReadRow, ThreadRow, Viewer } from './chat.repository';

/** The side of a thread a viewer is: the resident, the company or ipju's staff. */
export const sideOf = (viewer: Viewer): ChatParticipant => viewer.role;

/** The other side of a thread for one side. */
export const otherSide = (thread: Pick<ThreadRow, 'kind'>, side: ChatParticipant): ChatParticipant =>
  side !== 'resident' ? 'resident' : thread.kind === 'staff' ? 'staff' : 'partner';

/** What a photo-only message reads as in a list and a notice. */
export const PHOTO_ONLY_TEXT = '사진을 보냈어요.';

const THUMBNAIL_WIDTH = 320;

/** Photo addresses: the optimizer's small copy for a local file, the file itself otherwise (object storage). */
const thumbnailOf = (url: string) => (url.startsWith('/') ? optimizedImageUrl(url, THUMBNAIL_WIDTH) : url);

export function toChatMessage(row: MessageRow, viewer: Viewer): ChatMessage {
  const mine = row.sender === sideOf(viewer);
  return {
    messageIdx: row.messageIdx,
    threadIdx: row.threadIdx,
    sender: row.sender,
    senderName: row.senderName,
    text: row.text,
    masked: row.masked,
    photos: row.photos.map((p) => ({ url: p.url, thumbnailUrl: thumbnailOf(p.url) })),
    createdAt: row.createdAt.toISOString(),
    mine,
    clientKey: mine ? row.clientKey : null,
  };
}

/** Everything a page of threads shows, loaded once for the page (chat.service.ts `describeThreads`). */
export interface ThreadContext {
  lines: Map<number, LineInfo>;
  companies: Map<number, string>;
  residents: Map<number, { name: string | null; phone: string | null }>;
  lastMessages: Map<number, MessageRow>;
  reads: ReadRow[];
  unread: Map<number, number>;
}

/** A resident's name as the company and staff see it. */
export const residentLabel = (name: string | null | undefined) => (name?.trim() ? `${name.trim()} 고객님` : '고객님');

export function toChatThread(row: ThreadRow, viewer: Viewer, ctx: ThreadContext): ChatThread {
  const side = sideOf(viewer);
  const other = otherSide(row, side);
  const line = row.lineIdx !== null ? ctx.lines.get(row.lineIdx) : undefined;
  const readOf = (p: ChatParticipant) => ctx.reads.find((r) => r.threadIdx === row.threadIdx && r.participant === p)?.lastReadIdx ?? 0;
  const last = ctx.lastMessages.get(row.lastMessageIdx);
  const resident = ctx.residents.get(row.residentIdx);
  const company = (row.partnerIdx !== null ? ctx.companies.get(row.partnerIdx) : undefined) ?? line?.companyName ?? '업체';
  const title = side === 'resident' ? (row.kind === 'staff' ? CHAT_STAFF_TITLE : company) : residentLabel(resident?.name);
  const subtitle =
    row.kind === 'order'
      ? line
        ? // Staff see which company the chat is with; the resident has it in the title, the company is itself.
          `${side === 'staff' ? `${company} · ` : ''}${line.itemName} · ${visitWords({ visitDate: line.visitDate, visitHour: line.visitHour })}`
        : ''
      : row.planApplicationIdx !== null
        ? `입주 계획 상담 · ${CHAT_THREAD_STATUS_LABELS[row.status]}`
        : CHAT_THREAD_STATUS_LABELS[row.status];
  return {
    threadIdx: row.threadIdx,
    kind: row.kind,
    title,
    subtitle,
    status: row.status,
    lastMessage: last
      ? { text: last.text || PHOTO_ONLY_TEXT, createdAt: last.createdAt.toISOString(), mine: last.sender === side }
      : null,
    lastMessageIdx: row.lastMessageIdx,
    unreadCount: ctx.unread.get(row.threadIdx) ?? 0,
    myLastReadIdx: readOf(side),
    otherLastReadIdx: readOf(other),
    order: row.kind === 'order' && line ? { orderIdx: line.orderIdx, orderNo: line.orderNo, lineIdx: line.lineIdx } : null,
    planApplicationIdx: row.planApplicationIdx,
    warning: side === 'resident' && row.kind === 'order' ? CHAT_OFF_PLATFORM_WARNING : null,
    updatedAt: (row.lastMessageAt ?? row.createdAt).toISOString(),
  };
}
