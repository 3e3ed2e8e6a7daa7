import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { MessageSender, OutgoingMessage } from './types';

/** The default sender in demo mode: records every message in the outbox table and sends nothing. */
export function createOutboxSender(db: Db): MessageSender {
  return {
    name: 'outbox',
    async send(message: OutgoingMessage) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        payload: message.payload,
        provider: 'outbox',
        status: 'recorded',
      });
    },
  };
}
