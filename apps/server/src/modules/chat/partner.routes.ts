import {
  chatMessageBody,
  chatMessagePage,
  chatMessageResult,
  chatMessagesQuery,
  chatReadBody,
  chatReadResult,
  chatStreamQuery,
  chatThreadList,
  chatThreadPath,
  chatThreadResult,
  partnerChatOpenThreadBody,
  success,
} from '@ipju/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { Viewer } from './chat.repository';
import type { ChatService } from './chat.service';
import { EVENT_STREAM_RESPONSE, lastEventIdOf, sendEventStream, STREAM_DESCRIPTION } from './chat.stream-request';

const tags = ['chat'];
const partner = { auth: 'partner' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요 (issue 16). 이 업체 주문의 채팅만 보여요 (다른 업체의 채팅은 404).';

/** The company's side: its account signed in to the console; photos are owned by the account that uploaded them. */
const viewerOf = (req: FastifyRequest): Viewer & { role: 'partner' } => ({
  role: 'partner',
  partnerIdx: partnerIdx(req),
  accountIdx: req.session!.subjectIdx,
});

/** The partner console's chats with the residents of its orders (docs/CHAT.md). */
export async function partnerChatRoutes(app: ApiInstance, { chat: service }: { chat: ChatService }) {
  app.get('/partner/chat/threads', {
    config: partner,
    schema: {
      operationId: 'partnerListChatThreads',
      summary: '고객 채팅 목록 (업체; 최근 메시지 순)',
      description: NEW_PATH,
      tags,
      response: { 200: success(chatThreadList) },
    },
    handler: async (req) => ok({ list: await service.listThreads(viewerOf(req)) }),
  });

  app.post('/partner/chat/threads', {
    config: partner,
    schema: {
      operationId: 'partnerOpenChatThread',
      summary: '주문 고객과 채팅 열기 (업체; 이미 있으면 그 채팅)',
      description: NEW_PATH,
      tags,
      body: partnerChatOpenThreadBody,
      response: { 200: success(chatThreadResult) },
    },
    handler: async (req) => ok({ thread: await service.openForPartner(viewerOf(req), req.body.orderLineIdx) }),
  });

  app.get('/partner/chat/threads/:threadIdx', {
    config: partner,
    schema: {
      operationId: 'partnerGetChatThread',
      summary: '고객 채팅방 (업체)',
      description: NEW_PATH,
      tags,
      params: chatThreadPath,
      response: { 200: success(chatThreadResult) },
    },
    handler: async (req) => ok({ thread: await service.getThread(viewerOf(req), req.params.threadIdx) }),
  });

  app.get('/partner/chat/threads/:threadIdx/messages', {
    config: partner,
    schema: {
      operationId: 'partnerListChatMessages',
      summary: '고객 채팅 메시지 (업체)',
      description: NEW_PATH,
      tags,
      params: chatThreadPath,
      querystring: chatMessagesQuery,
      response: { 200: success(chatMessagePage) },
    },
    handler: async (req) => ok(await service.messages(viewerOf(req), req.params.threadIdx, req.query)),
  });

  app.post('/partner/chat/threads/:threadIdx/messages', {
    config: partner,
    schema: {
      operationId: 'partnerSendChatMessage',
      summary: '고객에게 메시지 보내기 (업체)',
      description: `${NEW_PATH} 연락처·계좌번호·이메일·메신저 아이디는 가려서 전달돼요. 같은 clientKey는 한 번만 저장돼요(다시 보내면 200).`,
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

  app.put('/partner/chat/threads/:threadIdx/read', {
    config: partner,
    schema: {
      operationId: 'partnerReadChatThread',
      summary: '여기까지 읽었어요 (업체)',
      description: NEW_PATH,
      tags,
      params: chatThreadPath,
      body: chatReadBody,
      response: { 200: success(chatReadResult) },
    },
    handler: async (req) => ok(await service.markRead(viewerOf(req), req.params.threadIdx, req.body.messageIdx)),
  });

  app.get('/partner/chat/stream', {
    config: partner,
    compress: false,
    schema: {
      operationId: 'partnerStreamChat',
      summary: '고객 채팅 실시간 받기 (업체; SSE)',
      description: `${NEW_PATH} ${STREAM_DESCRIPTION} 콘솔은 Authorization 헤더를 보내야 해서 fetch로 읽어요.`,
      tags,
      querystring: chatStreamQuery,
      response: { 200: EVENT_STREAM_RESPONSE },
    },
    handler: async (req, reply) =>
      sendEventStream(reply, await service.openStream(viewerOf(req), lastEventIdOf(req, req.query.lastEventId))),
  });
}
