import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createOutboxSender } from './outbox-sender';
import type { MessageSender } from './types';

export type { MessageSender, OutgoingMessage } from './types';

/** Chooses the message provider from configuration: the outbox (demo default) or Solapi. */
export function createMessageSender(config: AppConfig, db: Db): MessageSender {
  switch (config.sms.provider) {
    case 'outbox':
      return createOutboxSender(db);
    case 'solapi':
      // Implemented by the auth/messaging work: a Solapi sender that also records to the outbox.
      throw new Error('SMS_PROVIDER=solapi is not available yet');
  }
}
