import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { lazyModule } from '../lazy-module';
import { forgetPushToken } from '../notifications/device-tokens';
import { MessageSendError } from './solapi-sender';
import type { MessageSender, OutgoingMessage } from './types';

/** FCM HTTP v1's send endpoint of a Firebase project. */
export const fcmSendUrl = (projectId: string) => `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/messages:send`;

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

export interface FcmSenderOptions {
  projectId: string;
  /** The service account's client_email and private_key (PEM). */
  clientEmail: string;
  privateKey: string;
  /** What sends SMS, AlimTalk and e-mail; FCM takes only push. */
  others: MessageSender;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Injected in tests; otherwise an OAuth2 token of the service account (google-auth-library, cached until it expires). */
  accessToken?: () => Promise<string>;
}

/** The token FCM no longer knows (app removed, token rotated) or never knew: the device row goes. */
function isDeadToken(status: number, error: { status?: string; details?: Array<{ errorCode?: string }> } | undefined): boolean {
  const codes = new Set([error?.status, ...(error?.details ?? []).map((d) => d.errorCode)]);
  return status === 404 || codes.has('UNREGISTERED') || (status === 400 && codes.has('INVALID_ARGUMENT'));
}

/** FCM's data values are strings; null and undefined are left out. */
function dataOf(payload: Record<string, unknown> | undefined): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (value === null || value === undefined) continue;
    data[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return data;
}

/** google-auth-library, loaded with the first push rather than at start-up. */
const loadGoogleAuth = lazyModule(() => import('google-auth-library'));

function serviceAccountToken(options: FcmSenderOptions): () => Promise<string> {
  const client = lazyModule(async () => {
    const { JWT } = await loadGoogleAuth();
    return new JWT({ email: options.clientEmail, key: options.privateKey, scopes: [FCM_SCOPE] });
  });
  return async () => {
    const { token } = await (await client()).getAccessToken();
    if (!token) throw new MessageSendError('FCM: no access token from the service account');
    return token;
  };
}

/**
 * Push notifications through Firebase Cloud Messaging (HTTP v1, PUSH_PROVIDER=fcm), every other channel
 * through `others`. A push goes to one device token (the dispatcher sends one per registered device); a token
 * FCM answers as unregistered or invalid (404 UNREGISTERED, 400 INVALID_ARGUMENT) is deleted from
 * device_tokens and not retried; other failures throw, so the dispatcher retries the notice. Every push is
 * recorded in outbox_messages with its result, as the SMS sender does.
 */
export function createFcmSender(db: Db, options: FcmSenderOptions): MessageSender {
  const send = options.fetch ?? fetch;
  const accessToken = options.accessToken ?? serviceAccountToken(options);
  const url = fcmSendUrl(options.projectId);

  async function record(message: OutgoingMessage, status: 'sent' | 'failed', error?: string) {
    await db.insert(outboxMessages).values({
      channel: 'push',
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      payload: message.payload,
      provider: 'fcm',
      status,
      error,
    });
  }

  return {
    name: `fcm+${options.others.name}`,
    async send(message) {
      if (message.channel !== 'push') return options.others.send(message);
      const body = {
        message: {
          token: message.to,
          notification: { title: message.subject ?? '입주', body: message.body },
          data: dataOf(message.payload),
          android: { priority: 'HIGH', notification: { sound: 'default' } },
          apns: { payload: { aps: { sound: 'default' } } },
        },
      };
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        const reason = `FCM unreachable: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
        await record(message, 'failed', reason);
        throw new MessageSendError(reason);
      }
      if (response.ok) {
        await record(message, 'sent');
        return;
      }
      const answer = (await response.json().catch(() => undefined)) as { error?: { status?: string; message?: string; details?: Array<{ errorCode?: string }> } } | undefined;
      const reason = `FCM ${response.status} ${answer?.error?.status ?? ''}: ${answer?.error?.message ?? ''}`.trim().slice(0, 500);
      await record(message, 'failed', reason);
      if (isDeadToken(response.status, answer?.error)) {
        await forgetPushToken(db, message.to);
        return;
      }
      throw new MessageSendError(reason);
    },
  };
}
