import { chatMessageIdxParam } from '@ipju/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Readable } from 'node:stream';
import { invalidField } from '../../lib/errors';

const lastEventIdSchema = chatMessageIdxParam('마지막 이벤트 번호(Last-Event-ID)');

/** Where a stream resumes: the Last-Event-ID header a browser sends on reconnect, or ?lastEventId=. */
export function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw !== undefined && raw.trim() !== '') {
    const parsed = lastEventIdSchema.safeParse(raw.trim());
    if (!parsed.success) throw invalidField('lastEventId', '마지막 이벤트 번호(Last-Event-ID)는 0 이상의 숫자여야 해요.');
    return parsed.data;
  }
  return fromQuery ?? null;
}

/**
 * Sends an SSE stream: never cached or buffered by a proxy (X-Accel-Buffering), never compressed (the
 * route says `compress: false`), ended when the client goes away.
 */
export function sendEventStream(reply: FastifyReply, stream: Readable) {
  reply.raw.on('close', () => stream.destroy());
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
}

export const STREAM_DESCRIPTION =
  'Server-Sent Events. 이벤트: ready (처음 한 번, id = 시작 위치), message (data: ChatMessage, id = messageIdx), read (data: ChatReadEvent). ' +
  '25초마다 주석 줄(: ping)을 보내요. 끊기면 Last-Event-ID 헤더(또는 ?lastEventId=)로 다시 연결하면 놓친 메시지만 순서대로 받아요.';

/** The documented answer of a stream route: `text/event-stream` (test/openapi-walk.ts leaves such operations out of its fuzzing). */
export const EVENT_STREAM_RESPONSE = {
  description: 'Server-Sent Events (text/event-stream)',
  content: { 'text/event-stream': { schema: z.string().describe('event: ready | message | read, id, data (JSON)') } },
};
