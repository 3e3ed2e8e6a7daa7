import {
  CHAT_CANNED_MAX,
  CHAT_STAFF_TITLE,
  ORDER_STATUS_LABELS,
  maskPhone,
  type ChatCannedAnswer,
  type ChatCannedAnswerBody,
  type ChatCannedAnswerUpdateBody,
  type ChatMessage,
  type ChatMessagePage,
  type ChatReadResult,
  type ChatThread,
  type OrderStatus,
  type StaffChatFilter,
  type StaffChatPlan,
  type StaffChatThreadDetail,
  type StaffChatThreadSummary,
} from '@ipju/contract';
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps';
import type { Db, DbOrTx } from '../../db/client';
import type { ChatParticipant, ChatPhotoRow } from '../../db/schema';
import { asPartner, asResident, asStaff, authorize, lineOwners, type Caller, type Owners } from '../../lib/authorize';
import { AppError, invalidField, isUniqueViolation, notFound } from '../../lib/errors';
import { dispatchNotices, queuePartnerNotice, queueResidentNotice, queueStaffNotice, residentPhone } from '../../lib/notifications';
import { findUploadedImages } from '../files';
import { otherSide, residentLabel, sideOf, toChatMessage, toChatThread, type ThreadContext } from './chat.mapper';
import { maskContactDetails } from './chat.masking';
import { CHAT_OFFLINE_NOTICE_MINUTES, offlineNotices } from './chat.notices';
import * as repo from './chat.repository';
import type { MessageRow, ThreadRow, Viewer } from './chat.repository';
import { createChatStreams, type ChatNote } from './chat.stream';

/**
 * Chat (issue 16 part 2, docs/CHAT.md): staff threads (the resident and ipju 상담) and order threads (the
 * resident and the company of one order). Rules:
 *
 * - Who sees a thread is lib/authorize: a staff thread is its resident's and the staff's, an order thread its
 *   resident's and its company's. Anyone else gets the 404 a missing thread gets.
 * - A message is stored once per (thread, sender, clientKey) (unique index): a retry answers the stored one.
 *   In order threads phone and account numbers are masked before it is stored. It is stored first, then
 *   announced (chat.stream.ts), and an offline notice is scheduled for the other side.
 * - Read marks only move forward (conditional update); the other side sees them as `otherLastReadIdx` and a
 *   `read` event.
 */

const THREAD = '채팅방';
const THREAD_LIST_MAX = 100;
const RECENT_ORDERS = 10;
/** An order that never got paid has no company to talk to yet. */
const UNCHATTABLE_LINE_STATUSES: readonly string[] = ['payment_pending', 'payment_failed'];

export const CHAT_OFFLINE_JOB = 'chat.offline-notice' as const;

const callerOf = (viewer: Viewer): Caller =>
  viewer.role === 'resident' ? asResident(viewer.residentIdx) : viewer.role === 'partner' ? asPartner(viewer.partnerIdx) : asStaff(viewer.staffIdx);

/** A staff thread is its resident's and the staff's; an order thread its resident's and its company's. */
export const threadOwners = (row: ThreadRow): Owners =>
  row.kind === 'staff' ? { residentIdx: row.residentIdx, staff: true } : { residentIdx: row.residentIdx, partnerIdx: row.partnerIdx };

export interface ChatServiceOptions {
  /** The move-in plan attached to a staff thread, for the staff's side panel (the move-in-plan module's). */
  describePlan?: (db: Db, applicationIdx: number) => Promise<StaffChatPlan | null>;
}

export interface SendMessageInput {
  text?: string;
  photoFileIds: string[];
  clientKey: string;
}

export interface OfflineNoticeJob {
  threadIdx: number;
  messageIdx: number;
  recipient: ChatParticipant;
}

/**
 * The resident's open staff thread, made when there is none (상담 요청 from the move-in assistant, and POST
 * /chat/threads {kind:'staff'}). With a plan application it is attached to the thread (the latest one wins).
 */
export async function openStaffThread(db: Db, input: { residentIdx: number; planApplicationIdx?: number | null }): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await repo.findOpenStaffThread(db, input.residentIdx);
    if (existing) {
      if (input.planApplicationIdx != null && existing.planApplicationIdx !== input.planApplicationIdx) {
        await repo.attachPlan(db, existing.threadIdx, input.planApplicationIdx);
      }
      return existing.threadIdx;
    }
    const made = await db.transaction((tx) =>
      repo.insertThread(tx, {
        kind: 'staff',
        residentIdx: input.residentIdx,
        orderIdx: null,
        partnerIdx: null,
        lineIdx: null,
        planApplicationIdx: input.planApplicationIdx ?? null,
      }),
    );
    if (made) return made.threadIdx;
    // Someone opened it at the same moment (unique index): read theirs.
  }
  throw new AppError('CONFLICT', '상담 채팅을 여는 중에 문제가 생겼어요. 잠시 뒤 다시 시도해 주세요.');
}

export function createChatService(deps: Pick<AppDeps, 'db' | 'jobs' | 'storage' | 'realtime'>, options: ChatServiceOptions = {}) {
  const { db, jobs } = deps;
  const streams = createChatStreams({ db, realtime: deps.realtime, onError: (error) => console.error('[chat] stream failed:', error) });

  async function threadFor(viewer: Viewer, threadIdx: number): Promise<ThreadRow> {
    return authorize(callerOf(viewer), await repo.findThread(db, threadIdx), threadOwners, THREAD);
  }

  /** Everything a page of threads shows, with one query per table for the whole page. */
  async function describeThreads(rows: ThreadRow[], viewer: Viewer): Promise<ThreadContext> {
    const threadIdxs = rows.map((r) => r.threadIdx);
    const lineIdxs = [...new Set(rows.map((r) => r.lineIdx).filter((i): i is number => i !== null))];
    const partnerIdxs = [...new Set(rows.map((r) => r.partnerIdx).filter((i): i is number => i !== null))];
    const residentIdxs = viewer.role === 'resident' ? [] : [...new Set(rows.map((r) => r.residentIdx))];
    const lastIdxs = rows.map((r) => r.lastMessageIdx).filter((m) => m > 0);
    const [lines, companies, residents, lastMessages, reads, unread] = await Promise.all([
      repo.linesOf(db, lineIdxs),
      repo.partnerNames(db, partnerIdxs),
      repo.residentNames(db, residentIdxs),
      repo.messagesByIdx(db, lastIdxs),
      repo.readsOf(db, threadIdxs),
      repo.unreadCounts(db, threadIdxs, sideOf(viewer)),
    ]);
    return {
      lines: new Map(lines.map((l) => [l.lineIdx, l])),
      companies,
      residents,
      lastMessages: new Map(lastMessages.map((m) => [m.messageIdx, m])),
      reads,
      unread,
    };
  }

  async function toThreads(rows: ThreadRow[], viewer: Viewer): Promise<ChatThread[]> {
    const ctx = await describeThreads(rows, viewer);
    return rows.map((r) => toChatThread(r, viewer, ctx));
  }

  async function toThread(row: ThreadRow, viewer: Viewer): Promise<ChatThread> {
    return (await toThreads([row], viewer))[0]!;
  }

  async function toStaffSummaries(rows: ThreadRow[], viewer: Viewer): Promise<StaffChatThreadSummary[]> {
    const ctx = await describeThreads(rows, viewer);
    return rows.map((r) => ({
      ...toChatThread(r, viewer, ctx),
      resident: { residentIdx: r.residentIdx, name: residentLabel(ctx.residents.get(r.residentIdx)?.name) },
      unanswered: r.status === 'open' && r.waitingSince !== null,
      waitingSince: r.waitingSince?.toISOString() ?? null,
    }));
  }

  /** The order thread of the line's order and company, made on first use. */
  async function openOrderThread(caller: Caller, lineIdx: number): Promise<ThreadRow> {
    const line = authorize(caller, await repo.lineForChat(db, lineIdx), lineOwners, '주문 상품');
    if (UNCHATTABLE_LINE_STATUSES.includes(line.status)) {
      throw invalidField('orderLineIdx', '결제가 끝난 주문만 업체와 채팅할 수 있어요. 결제를 마친 뒤 다시 시도해 주세요.');
    }
    const existing = await repo.findOrderThread(db, line.orderIdx, line.partnerIdx);
    if (existing) return existing;
    const made = await db.transaction((tx) =>
      repo.insertThread(tx, {
        kind: 'order',
        residentIdx: line.residentIdx,
        orderIdx: line.orderIdx,
        partnerIdx: line.partnerIdx,
        lineIdx: line.lineIdx,
        planApplicationIdx: null,
      }),
    );
    return made ?? (await repo.findOrderThread(db, line.orderIdx, line.partnerIdx))!;
  }

  function uploaderOf(viewer: Viewer) {
    if (viewer.role === 'resident') return { ownerRole: 'resident' as const, ownerIdx: viewer.residentIdx };
    if (viewer.role === 'partner') return { ownerRole: 'partner' as const, ownerIdx: viewer.accountIdx };
    return { ownerRole: 'staff' as const, ownerIdx: viewer.staffIdx };
  }

  async function senderName(viewer: Viewer, thread: ThreadRow): Promise<string> {
    if (viewer.role === 'staff') return CHAT_STAFF_TITLE;
    if (viewer.role === 'partner') {
      const names = await repo.partnerNames(db, [viewer.partnerIdx]);
      return names.get(viewer.partnerIdx) ?? '업체';
    }
    const names = await repo.residentNames(db, [thread.residentIdx]);
    return residentLabel(names.get(thread.residentIdx)?.name);
  }

  const noteOf = (thread: ThreadRow, m: number): ChatNote => ({
    type: 'message',
    t: thread.threadIdx,
    m,
    r: thread.residentIdx,
    p: thread.partnerIdx,
    k: thread.kind,
  });

  async function sendMessage(viewer: Viewer, threadIdx: number, input: SendMessageInput): Promise<{ message: ChatMessage; created: boolean }> {
    const thread = await threadFor(viewer, threadIdx);
    const side = sideOf(viewer);
    const replay = await repo.findByClientKey(db, thread.threadIdx, side, input.clientKey);
    if (replay) return { message: toChatMessage(replay, viewer), created: false };

    let photos: ChatPhotoRow[] = [];
    if (input.photoFileIds.length > 0) {
      const { images, missing } = await findUploadedImages(deps, { keys: input.photoFileIds, type: 'chat', ...uploaderOf(viewer) });
      if (missing.length > 0) throw invalidField('photoFileIds', '보낸 사진을 찾을 수 없어요. 사진을 다시 올려 주세요.');
      photos = images.map((i) => ({ key: i.key, url: i.url, width: i.width, height: i.height }));
    }
    const raw = input.text ?? '';
    const { text, masked } = thread.kind === 'order' ? maskContactDetails(raw) : { text: raw, masked: false };
    const name = await senderName(viewer, thread);
    const recipient = otherSide(thread, side);

    const result = await db
      .transaction(async (tx) => {
        await repo.takeMessageOrderLock(tx);
        const locked = (await repo.lockThread(tx, thread.threadIdx))!;
        const row = await repo.insertMessage(tx, {
          threadIdx: thread.threadIdx,
          sender: side,
          senderIdx: viewer.role === 'resident' ? viewer.residentIdx : viewer.role === 'partner' ? viewer.accountIdx : viewer.staffIdx,
          senderName: name,
          text,
          masked,
          photos,
          clientKey: input.clientKey,
        });
        if (!row) return { row: (await repo.findByClientKey(tx, thread.threadIdx, side, input.clientKey))!, created: false, noticeDue: false };
        if (locked.kind === 'staff' && side === 'resident' && locked.status === 'closed') await repo.reopenForResident(tx, locked.threadIdx);
        await repo.recordLastMessage(tx, locked, row);
        // The sender has read what they wrote.
        await repo.moveReadForward(tx, locked.threadIdx, side, row.messageIdx);
        // One delayed notice per run of unread messages: scheduled for the first one the other side has not read.
        const theirs = await repo.findRead(tx, locked.threadIdx, recipient);
        const noticeDue = !(await repo.hasEarlierUnread(tx, locked.threadIdx, side, theirs?.lastReadIdx ?? 0, row.messageIdx));
        return { row, created: true, noticeDue };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw new AppError('CONFLICT', '이미 진행 중인 다른 상담이 있어요. 채팅 목록에서 진행 중인 상담으로 이어서 이야기해 주세요.');
        }
        throw error;
      });

    if (result.created) {
      await streams.publish(noteOf(thread, result.row.messageIdx));
      if (result.noticeDue) {
        await jobs
          .send(CHAT_OFFLINE_JOB, { threadIdx: thread.threadIdx, messageIdx: result.row.messageIdx, recipient }, { startAfterSeconds: CHAT_OFFLINE_NOTICE_MINUTES * 60 })
          .catch((error: unknown) => console.error('[chat] offline notice not scheduled:', error));
      }
    }
    return { message: toChatMessage(result.row, viewer), created: result.created };
  }

  async function markRead(viewer: Viewer, threadIdx: number, messageIdx: number): Promise<ChatReadResult> {
    const thread = await threadFor(viewer, threadIdx);
    const side = sideOf(viewer);
    // Nobody reads past the newest message: a larger number reads everything there is.
    const upTo = Math.min(messageIdx, thread.lastMessageIdx);
    const moved = upTo > 0 ? await repo.moveReadForward(db, thread.threadIdx, side, upTo) : undefined;
    if (moved) {
      await streams.publish({ type: 'read', t: thread.threadIdx, m: moved.lastReadIdx, reader: side, r: thread.residentIdx, p: thread.partnerIdx, k: thread.kind });
    }
    const mine = moved ?? (await repo.findRead(db, thread.threadIdx, side));
    const unread = await repo.unreadCounts(db, [thread.threadIdx], side);
    return { threadIdx: thread.threadIdx, myLastReadIdx: mine?.lastReadIdx ?? 0, unreadCount: unread.get(thread.threadIdx) ?? 0 };
  }

  async function messages(viewer: Viewer, threadIdx: number, query: repo.MessagePageQuery): Promise<ChatMessagePage> {
    const thread = await threadFor(viewer, threadIdx);
    const page = await repo.pageOfMessages(db, thread.threadIdx, query);
    return { list: page.rows.map((r) => toChatMessage(r, viewer)), hasMore: page.hasMore };
  }

  /**
   * The offline notice job (lib/jobs, sent CHAT_OFFLINE_NOTICE_MINUTES after the first unread message of a
   * run). Decides when it runs: the message is still unread and no notice went since the recipient last read
   * (claimed by a conditional update, so it is sent once however many runs race). When the message was read
   * but a later one is not, that one gets its own job.
   */
  async function runOfflineNotice(job: OfflineNoticeJob, now = new Date()): Promise<'sent' | 'read' | 'too-early' | 'already-noticed'> {
    const message = await repo.findMessage(db, job.messageIdx);
    const thread = message ? await repo.findThread(db, message.threadIdx) : undefined;
    if (!message || !thread || thread.threadIdx !== job.threadIdx) return 'read';
    const dueAt = message.createdAt.getTime() + CHAT_OFFLINE_NOTICE_MINUTES * 60_000;
    if (now.getTime() < dueAt) return 'too-early';
    const outcome = await db.transaction(async (tx) => {
      const claimed = await repo.claimNotice(tx, thread.threadIdx, job.recipient, message.messageIdx);
      if (!claimed) return 'not-claimed' as const;
      await queueOfflineNotice(tx, thread, message, job.recipient);
      return 'sent' as const;
    });
    if (outcome === 'sent') {
      await dispatchNotices(jobs);
      return 'sent';
    }
    const read = await repo.findRead(db, thread.threadIdx, job.recipient);
    if (!read || read.lastReadIdx < message.messageIdx) return 'already-noticed';
    // Read since; a later message may still wait for them.
    const next = await repo.oldestUnreadFor(db, thread.threadIdx, job.recipient, read.lastReadIdx);
    if (next) {
      const wait = Math.max(0, Math.ceil((next.createdAt.getTime() + CHAT_OFFLINE_NOTICE_MINUTES * 60_000 - now.getTime()) / 1000));
      await jobs.send(CHAT_OFFLINE_JOB, { threadIdx: thread.threadIdx, messageIdx: next.messageIdx, recipient: job.recipient }, { startAfterSeconds: wait });
    }
    return 'read';
  }

  async function queueOfflineNotice(tx: DbOrTx, thread: ThreadRow, message: MessageRow, recipient: ChatParticipant) {
    if (recipient === 'resident') {
      const words = offlineNotices.resident(message);
      await queueResidentNotice(tx, {
        residentIdx: thread.residentIdx,
        phone: await residentPhone(tx, thread.residentIdx),
        ...words,
        // A reply to the resident's conversation: their 답변 알림 settings decide (docs/CHAT.md).
        kind: 'answer',
        key: `chat:${thread.threadIdx}:${message.messageIdx}`,
      });
      return;
    }
    const names = await repo.residentNames(tx, [thread.residentIdx]);
    const customer = residentLabel(names.get(thread.residentIdx)?.name);
    if (recipient === 'partner' && thread.partnerIdx !== null) {
      await queuePartnerNotice(tx, { partnerIdx: thread.partnerIdx, kind: 'chat', ...offlineNotices.partner(message, customer) });
      return;
    }
    if (recipient === 'staff') await queueStaffNotice(tx, offlineNotices.staff(message, customer));
  }

  async function staffDetail(staffIdx: number, threadIdx: number): Promise<StaffChatThreadDetail> {
    const viewer: Viewer = { role: 'staff', staffIdx };
    const thread = await threadFor(viewer, threadIdx);
    const [[summary], names, homes, orders, plan] = await Promise.all([
      toStaffSummaries([thread], viewer),
      repo.residentNames(db, [thread.residentIdx]),
      repo.homesOf(db, thread.residentIdx),
      repo.recentOrderLines(db, thread.residentIdx, RECENT_ORDERS),
      thread.planApplicationIdx !== null && options.describePlan ? options.describePlan(db, thread.planApplicationIdx) : Promise.resolve(null),
    ]);
    const person = names.get(thread.residentIdx);
    return {
      thread: summary!,
      resident: {
        residentIdx: thread.residentIdx,
        name: residentLabel(person?.name),
        phone: maskPhone(person?.phone ?? null),
        homes: homes.map((h) => ({
          homeIdx: h.homeIdx,
          label: [h.apartmentName, [h.dong && `${h.dong}동`, h.ho && `${h.ho}호`].filter(Boolean).join(' '), h.pyeong ? `${h.pyeong}평` : '']
            .filter(Boolean)
            .join(' '),
          moveInDate: h.moveInDate,
        })),
        recentOrders: orders.map((o) => ({
          orderIdx: o.orderIdx,
          orderNo: o.orderNo,
          lineIdx: o.lineIdx,
          itemName: o.itemName,
          companyName: o.companyName,
          status: o.status,
          statusLabel: ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
          visitDate: o.visitDate,
          price: o.price,
          createdAt: o.createdAt.toISOString(),
        })),
      },
      plan,
    };
  }

  const toCanned = (row: repo.CannedAnswerRow): ChatCannedAnswer => ({
    cannedAnswerIdx: row.cannedAnswerIdx,
    title: row.title,
    text: row.text,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    streams,
    runOfflineNotice,

    async listThreads(viewer: Viewer): Promise<ChatThread[]> {
      return toThreads(await repo.listThreads(db, viewer, { limit: THREAD_LIST_MAX }), viewer);
    },

    async openForResident(residentIdx: number, body: { kind: 'staff' | 'order'; orderLineIdx?: number }): Promise<ChatThread> {
      const viewer: Viewer = { role: 'resident', residentIdx };
      if (body.kind === 'staff') {
        const threadIdx = await openStaffThread(db, { residentIdx });
        return toThread((await repo.findThread(db, threadIdx))!, viewer);
      }
      return toThread(await openOrderThread(asResident(residentIdx), body.orderLineIdx!), viewer);
    },

    async openForPartner(viewer: Viewer & { role: 'partner' }, orderLineIdx: number): Promise<ChatThread> {
      return toThread(await openOrderThread(asPartner(viewer.partnerIdx), orderLineIdx), viewer);
    },

    /**
     * 상담 요청 of a move-in plan (modules/move-in-plan): the resident's ipju 상담 thread with the plan attached, and
     * the request said in it as the resident's own message, once per plan (its clientKey), so the thread waits for
     * an answer in the staff inbox, staff hear of it like any message, and the resident sees what was sent.
     */
    async handOverPlan(input: { residentIdx: number; planApplicationIdx: number; request: string }): Promise<number> {
      const threadIdx = await openStaffThread(db, input);
      const resident: Viewer = { role: 'resident', residentIdx: input.residentIdx };
      await sendMessage(resident, threadIdx, { text: input.request, photoFileIds: [], clientKey: `plan-${input.planApplicationIdx}` });
      return threadIdx;
    },

    async getThread(viewer: Viewer, threadIdx: number): Promise<ChatThread> {
      return toThread(await threadFor(viewer, threadIdx), viewer);
    },

    messages,
    sendMessage,
    markRead,

    openStream(viewer: Viewer, lastEventId: number | null): Promise<Readable> {
      return streams.open(viewer, lastEventId);
    },

    async staffList(staffIdx: number, filter: StaffChatFilter, limit: number): Promise<StaffChatThreadSummary[]> {
      const viewer: Viewer = { role: 'staff', staffIdx };
      return toStaffSummaries(await repo.listThreads(db, viewer, { limit, staffFilter: filter }), viewer);
    },

    staffDetail,

    async staffSetStatus(staffIdx: number, threadIdx: number, status: 'open' | 'closed'): Promise<StaffChatThreadDetail> {
      const thread = await threadFor({ role: 'staff', staffIdx }, threadIdx);
      try {
        await repo.setStatus(db, thread.threadIdx, status);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw invalidField('status', '이 고객님께 진행 중인 다른 상담이 있어요. 그 상담에서 이어서 답해 주세요.');
        }
        throw error;
      }
      return staffDetail(staffIdx, thread.threadIdx);
    },

    async listCanned(): Promise<ChatCannedAnswer[]> {
      return (await repo.listCanned(db)).map(toCanned);
    },

    async createCanned(staffIdx: number, body: ChatCannedAnswerBody): Promise<ChatCannedAnswer> {
      const row = await db.transaction((tx) =>
        repo.insertCannedWithinLimit(tx, { title: body.title, text: body.text, createdBy: staffIdx }, CHAT_CANNED_MAX),
      );
      if (!row) {
        throw invalidField('title', `자주 쓰는 답변은 ${CHAT_CANNED_MAX}개까지 만들 수 있어요. 쓰지 않는 답변을 지운 뒤 다시 만들어 주세요.`);
      }
      return toCanned(row);
    },

    async updateCanned(idx: number, body: ChatCannedAnswerUpdateBody): Promise<ChatCannedAnswer> {
      const row = await repo.updateCanned(db, idx, { ...(body.title !== undefined ? { title: body.title } : {}), ...(body.text !== undefined ? { text: body.text } : {}) });
      if (!row) throw notFound('자주 쓰는 답변');
      return toCanned(row);
    },

    async deleteCanned(idx: number): Promise<void> {
      if (!(await repo.deleteCanned(db, idx))) throw notFound('자주 쓰는 답변');
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
