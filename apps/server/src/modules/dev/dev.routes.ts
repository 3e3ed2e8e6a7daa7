import { devOutboxQuery, outboxMessage, success } from '@ipju/contract';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { outboxMessages } from '../../db/schema';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';

/**
 * Demo-mode helpers. Not registered at all when APP_MODE=production (the routes do not exist there).
 * GET /dev/outbox?to=01012345678 shows the messages "sent" to a number, so a newcomer can read the
 * sign-in code without a phone.
 */
export async function devRoutes(app: ApiInstance, deps: AppDeps) {
  if (!deps.config.isDemo) return;
  const { db } = deps;

  app.get('/dev/outbox', {
    schema: {
      operationId: 'listDevOutbox',
      summary: '(데모 전용) 수신 번호로 보낸 메시지, 최신순',
      tags: ['dev'],
      querystring: devOutboxQuery,
      response: { 200: success(z.array(outboxMessage)) },
    },
    handler: async (req) => {
      const raw = req.query.to;
      const to = /^[\d\s-]+$/.test(raw) ? raw.replace(/\D/g, '') : raw;
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, to))
        .orderBy(desc(outboxMessages.messageIdx))
        .limit(req.query.limit);
      return ok(
        rows.map((r) => ({
          messageIdx: r.messageIdx,
          channel: r.channel,
          recipient: r.recipient,
          subject: r.subject,
          body: r.body,
          provider: r.provider,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
      );
    },
  });
}
