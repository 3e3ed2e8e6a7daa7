import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createFcmSender } from './fcm-sender';
import { createOutboxSender } from './outbox-sender';
import { createSolapiSender } from './solapi-sender';
import type { MessageSender } from './types';

export type { MessageSender, OutgoingMessage } from './types';
export { MessageSendError } from './solapi-sender';
export { createFcmSender, fcmSendUrl } from './fcm-sender';

/**
 * Chooses the message providers from configuration: SMS and AlimTalk (SMS_PROVIDER) through the outbox
 * (demo default: records only) or Solapi (production default), and push (PUSH_PROVIDER) through the outbox
 * (demo default) or FCM (production default). Every provider records what it sent in the outbox.
 */
export function createMessageSender(config: AppConfig, db: Db): MessageSender {
  const others = createSmsSender(config, db);
  if (config.push.provider !== 'fcm') return others;
  const { projectId, clientEmail, privateKey } = config.push;
  if (!projectId || !clientEmail || !privateKey) {
    throw new Error('PUSH_PROVIDER=fcm requires FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY.');
  }
  return createFcmSender(db, { projectId, clientEmail, privateKey, others });
}

function createSmsSender(config: AppConfig, db: Db): MessageSender {
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
