import { CHAT_STAFF_TITLE } from '@ipju/contract';
import type { MessageRow } from './chat.repository';
import { PHOTO_ONLY_TEXT } from './chat.mapper';

/**
 * The offline notice (docs/CHAT.md "Offline notices"): a message the other side has not read after this many
 * minutes sends them one notice (push and AlimTalk to a resident, the company's 알림, the staff queue), and no
 * other until they have read again.
 */
export const CHAT_OFFLINE_NOTICE_MINUTES = 5;

const excerpt = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max)}…` : text);
const said = (m: MessageRow) => excerpt(m.text || PHOTO_ONLY_TEXT);

/** Where each side's console opens a thread. */
export const threadLinks = {
  resident: (threadIdx: number) => `/chat/${threadIdx}`,
  partner: (threadIdx: number) => `/partner/chat/${threadIdx}`,
  staff: (threadIdx: number) => `/staff/chat/${threadIdx}`,
};

export const offlineNotices = {
  resident: (m: MessageRow) => ({
    title: m.sender === 'staff' ? `${CHAT_STAFF_TITLE}에서 답변이 왔어요` : `${m.senderName}에서 메시지가 왔어요`,
    body: `${said(m)}\n입주 앱의 채팅에서 확인해 주세요.`,
    link: threadLinks.resident(m.threadIdx),
  }),
  partner: (m: MessageRow, customer: string) => ({
    title: '고객 메시지가 도착했어요',
    body: `${customer}: ${said(m)}`,
    link: threadLinks.partner(m.threadIdx),
  }),
  staff: (m: MessageRow, customer: string) => ({
    title: '답변을 기다리는 상담이 있어요',
    body: `${customer}: ${said(m)}`,
    link: threadLinks.staff(m.threadIdx),
  }),
};
