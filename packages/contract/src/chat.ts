import { z } from 'zod';
import { idParam, idValue, isoTime } from './fields';
import { hasControlCharacters } from './surveys';
import { formatNumber } from './won';

/**
 * Chat (채팅, issue 16 part 2, docs/CHAT.md). Two kinds of conversation:
 *
 * - `staff`: the resident and ipju 상담 (staff). One open thread per resident; it may carry a move-in plan
 *   application (상담 요청 from /ai-recommend/list).
 * - `order`: the resident and the company of one order: one thread per (order, company), opened from the
 *   order detail or the partner console's order line.
 *
 * Messages are stored first, then delivered over the stream (SSE, `GET /chat/stream`, `/partner/chat/stream`,
 * `/staff/chat/stream`): event `message` (data: ChatMessage, SSE id = messageIdx) and `read` (data:
 * ChatReadEvent). A dropped stream reconnects with `Last-Event-ID` (or `?lastEventId=`) and gets exactly the
 * messages after it. A message is sent once per `clientKey`: a retry answers the message already stored.
 *
 * In order threads, phone numbers and bank account numbers are masked before the message is stored, and
 * the resident sees CHAT_OFF_PLATFORM_WARNING (paying a company outside ipju is a known fraud pattern).
 */

export const CHAT_THREAD_KINDS = ['staff', 'order'] as const;
export type ChatThreadKind = (typeof CHAT_THREAD_KINDS)[number];

export const CHAT_SENDERS = ['resident', 'partner', 'staff', 'system'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** A staff thread is open until staff close it; the resident writing again opens it again. Order threads stay open. */
export const CHAT_THREAD_STATUSES = ['open', 'closed'] as const;
export type ChatThreadStatus = (typeof CHAT_THREAD_STATUSES)[number];
export const CHAT_THREAD_STATUS_LABELS: Record<ChatThreadStatus, string> = { open: '상담 중', closed: '상담 종료' };

/** The title of a staff thread as the resident sees it. */
export const CHAT_STAFF_TITLE = 'ipju 상담';

/** The longest message text, in characters. */
export const CHAT_TEXT_MAX = 2000;
/** Photos one message may carry. */
export const CHAT_PHOTOS_MAX = 5;
/** Messages one page holds at most (GET .../messages?limit=). */
export const CHAT_PAGE_MAX = 100;
export const CHAT_PAGE_DEFAULT = 50;
/** The longest canned answer title and text. */
export const CHAT_CANNED_TITLE_MAX = 50;
/** How many canned answers the staff keep at most. */
export const CHAT_CANNED_MAX = 200;

/**
 * Shown to the resident in every company (order) chat, above the messages: paying outside ipju is the
 * fraud pattern such platforms see most. The web shows exactly these words.
 */
export const CHAT_OFF_PLATFORM_WARNING =
  '안전한 거래를 위해 결제는 꼭 ipju 안에서 해 주세요. 업체가 계좌 이체나 현금 결제를 따로 요구하면 결제하지 말고 ipju 상담으로 알려 주세요.';

/** Shown under a message whose phone or account number was hidden. */
export const CHAT_MASKED_NOTICE = '안전을 위해 연락처, 계좌번호, 메신저 아이디는 가려서 전달돼요.';

/** A message id (bigint, increasing; a JSON number within Number.MAX_SAFE_INTEGER). */
const messageIdxMessage = (label: string) => `${label}는 0 이상의 숫자로 보내 주세요.`;
export const chatMessageIdxParam = (label = '메시지 번호') =>
  z.coerce
    .number({ error: messageIdxMessage(label) })
    .int({ error: messageIdxMessage(label) })
    .min(0, { error: messageIdxMessage(label) })
    .max(Number.MAX_SAFE_INTEGER, { error: messageIdxMessage(label) });
export const chatMessageIdxValue = (label = '메시지 번호') =>
  z
    .number({ error: messageIdxMessage(label) })
    .int({ error: messageIdxMessage(label) })
    .min(0, { error: messageIdxMessage(label) })
    .max(Number.MAX_SAFE_INTEGER, { error: messageIdxMessage(label) });

// ---- Shapes ----------------------------------------------------------------------------------------

export const chatPhoto = z.object({
  url: z.string().describe('원본 주소'),
  thumbnailUrl: z.string().describe('목록에 보여 줄 작은 이미지 주소 (/_image?url=...)'),
});
export type ChatPhoto = z.infer<typeof chatPhoto>;

export const chatMessage = z.object({
  messageIdx: z.number().int().describe('메시지 번호 (커지는 순서 = 보낸 순서, 스트림의 이벤트 id)'),
  threadIdx: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  senderName: z.string().describe("'ipju 상담', 업체명, 입주민 이름"),
  text: z.string().describe('업체 채팅에서는 전화번호·계좌번호가 가려진 글'),
  masked: z.boolean().describe('연락처, 계좌번호, 이메일, 메신저 아이디나 외부 링크를 가렸는지 (CHAT_MASKED_NOTICE를 보여 줘요)'),
  photos: z.array(chatPhoto),
  createdAt: isoTime,
  mine: z.boolean().describe('보는 사람이 보낸 메시지인지 (운영팀은 운영팀이 보낸 메시지)'),
  clientKey: z.string().nullable().describe('보낸 사람에게만 보여요 (다른 사람에게는 null)'),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatThreadOrder = z.object({
  orderIdx: z.number().int(),
  orderNo: z.string().describe('주문번호 (merchantUid)'),
  lineIdx: z.number().int().describe('채팅을 연 주문 상품'),
});

export const chatThread = z.object({
  threadIdx: z.number().int(),
  kind: z.enum(CHAT_THREAD_KINDS),
  title: z.string().describe("상대 이름: 'ipju 상담', 업체명 또는 입주민 이름"),
  subtitle: z.string().describe('업체 채팅: 서비스 이름과 방문일, 상담: 상태'),
  status: z.enum(CHAT_THREAD_STATUSES),
  lastMessage: z.object({ text: z.string(), createdAt: isoTime, mine: z.boolean() }).nullable(),
  lastMessageIdx: z.number().int().describe('마지막 메시지 번호 (없으면 0)'),
  unreadCount: z.number().int(),
  myLastReadIdx: z.number().int().describe('내가 읽은 마지막 메시지 번호'),
  otherLastReadIdx: z.number().int().describe('상대가 읽은 마지막 메시지 번호 (내 메시지의 읽음 표시)'),
  order: chatThreadOrder.nullable(),
  planApplicationIdx: z.number().int().nullable(),
  warning: z.string().nullable().describe('입주민이 보는 업체 채팅에만: CHAT_OFF_PLATFORM_WARNING'),
  updatedAt: isoTime,
});
export type ChatThread = z.infer<typeof chatThread>;

export const chatThreadList = z.object({ list: z.array(chatThread) });
export type ChatThreadList = z.infer<typeof chatThreadList>;
export const chatThreadResult = z.object({ thread: chatThread });
export type ChatThreadResult = z.infer<typeof chatThreadResult>;

export const chatMessagePage = z.object({
  list: z.array(chatMessage).describe('오래된 것부터 (번호 순)'),
  hasMore: z.boolean().describe('before: 더 이전 메시지가 있는지, after: 더 이후 메시지가 있는지'),
});
export type ChatMessagePage = z.infer<typeof chatMessagePage>;

export const chatMessageResult = z.object({ message: chatMessage });
export type ChatMessageResult = z.infer<typeof chatMessageResult>;

/** The `read` event of the stream, and the answer of PUT .../read. */
export const chatReadEvent = z.object({
  threadIdx: z.number().int(),
  messageIdx: z.number().int().describe('읽은 마지막 메시지 번호'),
  reader: z.enum(['resident', 'partner', 'staff']),
});
export type ChatReadEvent = z.infer<typeof chatReadEvent>;

export const chatReadResult = z.object({
  threadIdx: z.number().int(),
  myLastReadIdx: z.number().int().describe('앞으로만 움직여요 (더 작은 번호를 보내도 그대로)'),
  unreadCount: z.number().int(),
});
export type ChatReadResult = z.infer<typeof chatReadResult>;

/** Event names of the SSE stream. */
export const CHAT_STREAM_EVENTS = ['message', 'read', 'ready'] as const;
export type ChatStreamEvent = (typeof CHAT_STREAM_EVENTS)[number];

// ---- Requests ---------------------------------------------------------------------------------------

export const chatThreadPath = z.object({ threadIdx: idParam('채팅방 번호') });

export const chatOpenThreadBody = z
  .object({
    kind: z.enum(CHAT_THREAD_KINDS, { error: '채팅 종류(kind)는 staff 또는 order여야 해요.' }),
    orderLineIdx: idValue('주문 상품 번호').optional().describe("kind가 'order'일 때 필수"),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'order' && b.orderLineIdx === undefined) {
      ctx.addIssue({ code: 'custom', path: ['orderLineIdx'], message: '업체와 채팅하려면 주문 상품 번호(orderLineIdx)를 보내 주세요.' });
    }
  });
export type ChatOpenThreadBody = z.input<typeof chatOpenThreadBody>;

export const partnerChatOpenThreadBody = z.object({ orderLineIdx: idValue('주문 상품 번호') });
export type PartnerChatOpenThreadBody = z.input<typeof partnerChatOpenThreadBody>;

export const chatMessagesQuery = z
  .object({
    after: chatMessageIdxParam('기준 메시지 번호(after)').optional().describe('이 번호 다음 메시지부터 (오래된 순)'),
    before: chatMessageIdxParam('기준 메시지 번호(before)').optional().describe('이 번호 앞의 메시지 (최근 것부터 한 페이지)'),
    limit: z.coerce
      .number({ error: '개수(limit)는 숫자로 입력해 주세요.' })
      .int({ error: '개수(limit)는 정수로 입력해 주세요.' })
      .min(1, { error: '개수(limit)는 1 이상이어야 해요.' })
      .max(CHAT_PAGE_MAX, { error: `개수(limit)는 ${CHAT_PAGE_MAX} 이하여야 해요.` })
      .default(CHAT_PAGE_DEFAULT),
  })
  .refine((q) => q.after === undefined || q.before === undefined, {
    error: '기준 메시지 번호는 after와 before 중 하나만 보내 주세요.',
    path: ['before'],
  });
export type ChatMessagesQuery = z.input<typeof chatMessagesQuery>;

const CLIENT_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const chatText = z
  .string({ error: '메시지(text)는 글로 보내 주세요.' })
  .transform((v) => v.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .max(CHAT_TEXT_MAX, { error: `메시지(text)는 ${formatNumber(CHAT_TEXT_MAX)}자까지 보낼 수 있어요.` })
      .refine((v) => !hasControlCharacters(v), { error: '메시지(text)에 쓸 수 없는 문자가 있어요.' }),
  );

export const chatMessageBody = z
  .object({
    text: chatText.optional(),
    photoFileIds: z
      .array(z.string({ error: '사진(photoFileIds)은 업로드 키 목록으로 보내 주세요.' }).trim().min(1).max(200), {
        error: '사진(photoFileIds)은 업로드 키 목록으로 보내 주세요.',
      })
      .max(CHAT_PHOTOS_MAX, { error: `사진(photoFileIds)은 한 번에 ${CHAT_PHOTOS_MAX}장까지 보낼 수 있어요.` })
      .refine((keys) => new Set(keys).size === keys.length, { error: '같은 사진(photoFileIds)을 두 번 보낼 수 없어요.' })
      .default([])
      .describe("GET /files/presigned_url?type=chat 으로 올린 사진의 키"),
    clientKey: z
      .string({ error: '메시지 키(clientKey)를 보내 주세요.' })
      .trim()
      .regex(CLIENT_KEY, { error: '메시지 키(clientKey)는 영문·숫자·-·_ 8~64자(예: uuid)로 보내 주세요.' })
      .describe('보낼 때마다 새로 만드는 키 (uuid). 같은 키로 다시 보내면 같은 메시지를 돌려줘요.'),
  })
  .refine((b) => (b.text ?? '').length > 0 || b.photoFileIds.length > 0, {
    error: '메시지(text)를 입력하거나 사진을 보내 주세요.',
    path: ['text'],
  });
export type ChatMessageBody = z.input<typeof chatMessageBody>;

export const chatReadBody = z.object({ messageIdx: chatMessageIdxValue('읽은 메시지 번호(messageIdx)') });
export type ChatReadBody = z.input<typeof chatReadBody>;

export const chatStreamQuery = z.object({
  lastEventId: chatMessageIdxParam('마지막 이벤트 번호(lastEventId)').optional().describe('Last-Event-ID 헤더를 보낼 수 없을 때'),
});

// ---- Staff -------------------------------------------------------------------------------------------

export const STAFF_CHAT_FILTERS = ['unanswered', 'open', 'all'] as const;
export type StaffChatFilter = (typeof STAFF_CHAT_FILTERS)[number];
export const STAFF_CHAT_FILTER_LABELS: Record<StaffChatFilter, string> = { unanswered: '답변 대기', open: '상담 중', all: '전체' };

export const staffChatThreadsQuery = z.object({
  filter: z
    .enum(STAFF_CHAT_FILTERS, { error: '목록(filter)은 unanswered, open, all 중 하나여야 해요.' })
    .default('open'),
  limit: z.coerce
    .number({ error: '개수(limit)는 숫자로 입력해 주세요.' })
    .int({ error: '개수(limit)는 정수로 입력해 주세요.' })
    .min(1, { error: '개수(limit)는 1 이상이어야 해요.' })
    .max(CHAT_PAGE_MAX, { error: `개수(limit)는 ${CHAT_PAGE_MAX} 이하여야 해요.` })
    .default(CHAT_PAGE_DEFAULT),
});
export type StaffChatThreadsQuery = z.input<typeof staffChatThreadsQuery>;

export const staffChatThreadSummary = chatThread.extend({
  resident: z.object({ residentIdx: z.number().int(), name: z.string() }),
  unanswered: z.boolean().describe('입주민의 마지막 메시지에 아직 답하지 않았는지'),
  waitingSince: isoTime.nullable().describe('답을 기다린 첫 메시지 시각'),
});
export type StaffChatThreadSummary = z.infer<typeof staffChatThreadSummary>;

export const staffChatThreadList = z.object({
  list: z.array(staffChatThreadSummary).describe('답변 대기(오래 기다린 순) 먼저, 그다음 최근 순'),
});
export type StaffChatThreadList = z.infer<typeof staffChatThreadList>;

export const staffChatResidentOrder = z.object({
  orderIdx: z.number().int(),
  orderNo: z.string(),
  lineIdx: z.number().int(),
  itemName: z.string(),
  companyName: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  visitDate: z.string().nullable().describe('YYYY-MM-DD, 미정이면 null'),
  price: z.number().int(),
  createdAt: isoTime,
});

export const staffChatPlanLine = z.object({
  step: z.number().int(),
  categoryName: z.string(),
  itemName: z.string(),
  companyName: z.string(),
  date: z.string(),
  price: z.number().int(),
  status: z.string(),
});

export const staffChatPlan = z.object({
  applicationIdx: z.number().int(),
  createdAt: isoTime,
  homeLabel: z.string(),
  moveInDate: z.string(),
  summary: z.string(),
  total: z.number().int(),
  lines: z.array(staffChatPlanLine),
});
export type StaffChatPlan = z.infer<typeof staffChatPlan>;

export const staffChatThreadDetail = z.object({
  thread: staffChatThreadSummary,
  resident: z.object({
    residentIdx: z.number().int(),
    name: z.string(),
    phone: z.string().describe('가린 번호 010-****-5678'),
    homes: z.array(
      z.object({ homeIdx: z.number().int(), label: z.string().describe('단지명 동·호 평형'), moveInDate: z.string().nullable() }),
    ),
    recentOrders: z.array(staffChatResidentOrder).describe('최근 주문 상품 10개'),
  }),
  plan: staffChatPlan.nullable().describe('상담 요청과 함께 온 입주 계획'),
});
export type StaffChatThreadDetail = z.infer<typeof staffChatThreadDetail>;

export const staffChatThreadUpdateBody = z.object({
  status: z.enum(CHAT_THREAD_STATUSES, { error: '상태(status)는 open 또는 closed여야 해요.' }),
});
export type StaffChatThreadUpdateBody = z.input<typeof staffChatThreadUpdateBody>;

export const chatCannedAnswer = z.object({
  cannedAnswerIdx: z.number().int(),
  title: z.string(),
  text: z.string(),
  updatedAt: isoTime,
});
export type ChatCannedAnswer = z.infer<typeof chatCannedAnswer>;

export const chatCannedAnswerList = z.object({ list: z.array(chatCannedAnswer).describe('제목 순') });
export const chatCannedAnswerResult = z.object({ cannedAnswer: chatCannedAnswer });

export const chatCannedAnswerPath = z.object({ cannedAnswerIdx: idParam('자주 쓰는 답변 번호') });

const cannedTitle = z
  .string({ error: '제목(title)을 입력해 주세요.' })
  .trim()
  .min(1, { error: '제목(title)을 입력해 주세요.' })
  .max(CHAT_CANNED_TITLE_MAX, { error: `제목(title)은 ${CHAT_CANNED_TITLE_MAX}자까지 적을 수 있어요.` })
  .refine((v) => !hasControlCharacters(v), { error: '제목(title)에 쓸 수 없는 문자가 있어요.' });
const cannedText = z
  .string({ error: '답변 내용(text)을 입력해 주세요.' })
  .transform((v) => v.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, { error: '답변 내용(text)을 입력해 주세요.' })
      .max(CHAT_TEXT_MAX, { error: `답변 내용(text)은 ${formatNumber(CHAT_TEXT_MAX)}자까지 적을 수 있어요.` })
      .refine((v) => !hasControlCharacters(v), { error: '답변 내용(text)에 쓸 수 없는 문자가 있어요.' }),
  );

export const chatCannedAnswerBody = z.object({ title: cannedTitle, text: cannedText });
export type ChatCannedAnswerBody = z.input<typeof chatCannedAnswerBody>;
export const chatCannedAnswerUpdateBody = z
  .object({ title: cannedTitle.optional(), text: cannedText.optional() })
  .refine((b) => b.title !== undefined || b.text !== undefined, { error: '바꿀 제목(title)이나 답변 내용(text)을 보내 주세요.' });
export type ChatCannedAnswerUpdateBody = z.input<typeof chatCannedAnswerUpdateBody>;
