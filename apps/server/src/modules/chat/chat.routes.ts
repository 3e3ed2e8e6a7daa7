import {
  chatMessageBody,
  chatMessagePage,
  chatMessageResult,
  chatMessagesQuery,
  chatOpenThreadBody,
  chatReadBody,
  chatReadResult,
  chatStreamQuery,
  chatThreadList,
  chatThreadPath,
  chatThreadResult,
  success,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { Viewer } from './chat.repository';
import type { ChatService } from './chat.service';
import { EVENT_STREAM_RESPONSE, lastEventIdOf, sendEventStream, STREAM_DESCRIPTION } from './chat.stream-request';

const tags = ['chat'];
const resident = { auth: 'resident' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요 (issue 16).';

const viewerOf = (req: Parameters<typeof residentIdx>[0]): Viewer => ({ role: 'resident', residentIdx: residentIdx(req) });

/** The resident's chats: ipju 상담 and the companies of their orders (docs/CHAT.md). */
export async function chatRoutes(app: ApiInstance, { chat: service }: { chat: ChatService }) {
  app.get('/chat/threads', {
    config: resident,
    schema: {
      operationId: 'listChatThreads',
      summary: '내 채팅 목록 (최근 메시지 순)',
      description: NEW_PATH,
      tags,
      response: { 200: success(chatThreadList) },
    },
    handler: async (req) => ok({ list: await service.listThreads(viewerOf(req)) }),
  });

  app.post('/chat/threads', {
    config: resident,
    schema: {
      operationId: 'openChatThread',
      summary: 'ipju 상담 또는 주문한 업체와 채팅 열기 (이미 있으면 그 채팅)',
      description: `${NEW_PATH} kind 'staff'는 진행 중인 ipju 상담(하나), 'order'는 주문 상품(orderLineIdx)의 주문과 업체의 채팅이에요.`,
      tags,
      body: chatOpenThreadBody,
      response: { 200: success(chatThreadResult) },
    },
    handler: async (req) => ok({ thread: await service.openForResident(residentIdx(req), req.body) }),
  });

  app.get('/chat/threads/:threadIdx', {
    config: resident,
    schema: {
      operationId: 'getChatThread',
      summary: '채팅방 (상대, 읽음 위치, 안내 문구)',
      description: NEW_PATH,
      tags,
      params: chatThreadPath,
      response: { 200: success(chatThreadResult) },
    },
    handler: async (req) => ok({ thread: await service.getThread(viewerOf(req), req.params.threadIdx) }),
  });

  app.get('/chat/threads/:threadIdx/messages', {
    config: resident,
    schema: {
      operationId: 'listChatMessages',
      summary: '채팅 메시지 (최근 한 페이지, before로 이전, after로 이후)',
      description: NEW_PATH,
      tags,
      params: chatThreadPath,
      querystring: chatMessagesQuery,
      response: { 200: success(chatMessagePage) },
    },
    handler: async (req) => ok(await service.messages(viewerOf(req), req.params.threadIdx, req.query)),
  });

  app.post('/chat/threads/:threadIdx/messages', {
    config: resident,
    schema: {
      operationId: 'sendChatMessage',
      summary: '메시지 보내기 (글, 사진)',
      description: `${NEW_PATH} 같은 clientKey로 다시 보내면 새로 만들지 않고 처음 메시지를 돌려줘요(200). 업체 채팅에서는 연락처·계좌번호·이메일·메신저 아이디를 가려서 저장해요.`,
      tags,
      params: chatThreadPath,
      body: chatMessageBody,
      response: { 201: success(chatMessageResult), 200: success(chatMessageResult) },
    },
    handler: async (req, reply) => {
      const { message, created } = await service.sendMessage(viewerOf(req), req.params.threadIdx, req.body);
      return reply.code(created ? 201 : 200).send(ok({ message }));
    },
  });

  app.put('/chat/threads/:threadIdx/read', {
    config: resident,
    schema: {
      operationId: 'readChatThread',
      summary: '여기까지 읽었어요 (앞으로만 움직여요)',
      description: NEW_PATH,
      tags,
      params: chatThreadPath,
      body: chatReadBody,
      response: { 200: success(chatReadResult) },
    },
    handler: async (req) => ok(await service.markRead(viewerOf(req), req.params.threadIdx, req.body.messageIdx)),
  });

  app.get('/chat/stream', {
    config: resident,
    compress: false,
    schema: {
      operationId: 'streamChat',
      summary: '새 메시지·읽음 실시간 받기 (SSE)',
      description: `${NEW_PATH} ${STREAM_DESCRIPTION}`,
      tags,
      querystring: chatStreamQuery,
      response: { 200: EVENT_STREAM_RESPONSE },
    },
    handler: async (req, reply) =>
      sendEventStream(reply, await service.openStream(viewerOf(req), lastEventIdOf(req, req.query.lastEventId))),
  });
}
