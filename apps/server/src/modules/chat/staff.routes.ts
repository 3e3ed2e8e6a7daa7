import {
  chatCannedAnswerBody,
  chatCannedAnswerList,
  chatCannedAnswerPath,
  chatCannedAnswerResult,
  chatCannedAnswerUpdateBody,
  chatMessageBody,
  chatMessagePage,
  chatMessageResult,
  chatMessagesQuery,
  chatReadBody,
  chatReadResult,
  chatStreamQuery,
  chatThreadPath,
  staffChatThreadDetail,
  staffChatThreadList,
  staffChatThreadsQuery,
  staffChatThreadUpdateBody,
  success,
} from '@ipju/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { staffIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { Viewer } from './chat.repository';
import type { ChatService } from './chat.service';
import { EVENT_STREAM_RESPONSE, lastEventIdOf, sendEventStream, STREAM_DESCRIPTION } from './chat.stream-request';

const tags = ['chat'];
const staff = { auth: 'staff' as const };
const NEW_PATH = 'SPEC에 없는 새 경로예요 (issue 16). 운영팀 콘솔의 상담 채팅이에요.';

const viewerOf = (req: FastifyRequest): Viewer => ({ role: 'staff', staffIdx: staffIdx(req) });

/** The staff inbox: residents' ipju 상담 threads, unanswered first, and the canned answers (docs/CHAT.md). */
export async function staffChatRoutes(app: ApiInstance, { chat: service }: { chat: ChatService }) {
  app.get('/staff/chat/threads', {
    config: staff,
    schema: {
      operationId: 'staffListChatThreads',
      summary: '상담 채팅 목록 (운영팀; 답변 대기 먼저)',
      description: `${NEW_PATH} filter: unanswered(답변 대기), open(상담 중, 기본), all(전체). 답변 대기는 오래 기다린 순으로 먼저, 나머지는 최근 메시지 순이에요.`,
      tags,
      querystring: staffChatThreadsQuery,
      response: { 200: success(staffChatThreadList) },
    },
    handler: async (req) => ok({ list: await service.staffList(staffIdx(req), req.query.filter, req.query.limit) }),
  });

  app.get('/staff/chat/threads/:threadIdx', {
    config: staff,
    schema: {
      operationId: 'staffGetChatThread',
      summary: '상담 채팅 (운영팀; 고객 정보, 집, 최근 주문, 입주 계획)',
      description: NEW_PATH,
      tags,
      params: chatThreadPath,
      response: { 200: success(staffChatThreadDetail) },
    },
    handler: async (req) => ok(await service.staffDetail(staffIdx(req), req.params.threadIdx)),
  });

  app.patch('/staff/chat/threads/:threadIdx', {
    config: staff,
    schema: {
      operationId: 'staffUpdateChatThread',
      summary: '상담 종료·다시 열기 (운영팀)',
      description: `${NEW_PATH} 종료한 상담은 고객이 다시 메시지를 보내면 다시 열려요.`,
      tags,
      params: chatThreadPath,
      body: staffChatThreadUpdateBody,
      response: { 200: success(staffChatThreadDetail) },
    },
    handler: async (req) => ok(await service.staffSetStatus(staffIdx(req), req.params.threadIdx, req.body.status)),
  });

  app.get('/staff/chat/threads/:threadIdx/messages', {
    config: staff,
    schema: {
      operationId: 'staffListChatMessages',
      summary: '상담 채팅 메시지 (운영팀)',
      description: NEW_PATH,
      tags,
      params: chatThreadPath,
      querystring: chatMessagesQuery,
      response: { 200: success(chatMessagePage) },
    },
    handler: async (req) => ok(await service.messages(viewerOf(req), req.params.threadIdx, req.query)),
  });

  app.post('/staff/chat/threads/:threadIdx/messages', {
    config: staff,
    schema: {
      operationId: 'staffSendChatMessage',
      summary: '상담 답변 보내기 (운영팀; ipju 상담 이름으로)',
      description: `${NEW_PATH} 같은 clientKey는 한 번만 저장돼요(다시 보내면 200).`,
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

  app.put('/staff/chat/threads/:threadIdx/read', {
    config: staff,
    schema: {
      operationId: 'staffReadChatThread',
      summary: '여기까지 읽었어요 (운영팀)',
      description: NEW_PATH,
      tags,
      params: chatThreadPath,
      body: chatReadBody,
      response: { 200: success(chatReadResult) },
    },
    handler: async (req) => ok(await service.markRead(viewerOf(req), req.params.threadIdx, req.body.messageIdx)),
  });

  app.get('/staff/chat/stream', {
    config: staff,
    compress: false,
    schema: {
      operationId: 'staffStreamChat',
      summary: '상담 채팅 실시간 받기 (운영팀; SSE)',
      description: `${NEW_PATH} ${STREAM_DESCRIPTION} 콘솔은 Authorization 헤더를 보내야 해서 fetch로 읽어요.`,
      tags,
      querystring: chatStreamQuery,
      response: { 200: EVENT_STREAM_RESPONSE },
    },
    handler: async (req, reply) =>
      sendEventStream(reply, await service.openStream(viewerOf(req), lastEventIdOf(req, req.query.lastEventId))),
  });

  app.get('/staff/chat/canned-answers', {
    config: staff,
    schema: {
      operationId: 'staffListChatCannedAnswers',
      summary: '자주 쓰는 답변 목록 (운영팀)',
      description: NEW_PATH,
      tags,
      response: { 200: success(chatCannedAnswerList) },
    },
    handler: async () => ok({ list: await service.listCanned() }),
  });

  app.post('/staff/chat/canned-answers', {
    config: staff,
    schema: {
      operationId: 'staffCreateChatCannedAnswer',
      summary: '자주 쓰는 답변 만들기 (운영팀)',
      description: NEW_PATH,
      tags,
      body: chatCannedAnswerBody,
      response: { 201: success(chatCannedAnswerResult) },
    },
    handler: async (req, reply) => reply.code(201).send(ok({ cannedAnswer: await service.createCanned(staffIdx(req), req.body) })),
  });

  app.patch('/staff/chat/canned-answers/:cannedAnswerIdx', {
    config: staff,
    schema: {
      operationId: 'staffUpdateChatCannedAnswer',
      summary: '자주 쓰는 답변 고치기 (운영팀)',
      description: NEW_PATH,
      tags,
      params: chatCannedAnswerPath,
      body: chatCannedAnswerUpdateBody,
      response: { 200: success(chatCannedAnswerResult) },
    },
    handler: async (req) => ok({ cannedAnswer: await service.updateCanned(req.params.cannedAnswerIdx, req.body) }),
  });

  app.delete('/staff/chat/canned-answers/:cannedAnswerIdx', {
    config: staff,
    schema: {
      operationId: 'staffDeleteChatCannedAnswer',
      summary: '자주 쓰는 답변 지우기 (운영팀)',
      description: NEW_PATH,
      tags,
      params: chatCannedAnswerPath,
      response: { 200: success(z.object({ deleted: z.literal(true) })) },
    },
    handler: async (req) => {
      await service.deleteCanned(req.params.cannedAnswerIdx);
      return ok({ deleted: true as const });
    },
  });
}
