import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createOutboxSender } from './outbox-sender';
import { createSolapiSender } from './solapi-sender';
import type { MessageSender } from './types';

export type { MessageSender, OutgoingMessage } from './types';
export { MessageSendError } from './solapi-sender';

/**
 * Chooses the message provider from configuration (SMS_PROVIDER): the outbox (demo default: records
 * only) or Solapi (production default: sends, and records to the outbox too).
 */
export function createMessageSender(config: AppConfig, db: Db): MessageSender {
  switch (config.sms.provider) {
    case 'outbox':
      return createOutboxSender(db);
    case 'solapi': {
      const { apiKey, apiSecret, sender } = config.sms;
      if (!apiKey || !apiSecret || !sender) {
        throw new Error('SMS_PROVIDER=solapi requires SOLAPI_API_KEY, SOLAPI_API_SECRET and SOLAPI_SENDER.');
      }
      return createSolapiSender(db, { apiKey, apiSecret, sender });
    }
  }
}
