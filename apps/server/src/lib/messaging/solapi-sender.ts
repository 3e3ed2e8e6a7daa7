import type { SolapiMessageService } from 'solapi';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { lazyModule } from '../lazy-module';
import type { MessageSender, OutgoingMessage } from './types';

/** The part of the Solapi SDK we use; tests pass a fake. */
export interface SolapiClient {
  send(message: Record<string, unknown>): Promise<unknown>;
}

export interface SolapiSenderOptions {
  apiKey: string;
  apiSecret: string;
  /** Registered sender number (digits). */
  sender: string;
  /** Injected in tests; the real SDK client otherwise. */
  client?: SolapiClient;
}

/** The SDK, loaded with the first message rather than at start-up. */
const loadSolapi = lazyModule(() => import('solapi'));

function sdkClient(apiKey: string, apiSecret: string): SolapiClient {
  const service = lazyModule(async () => new (await loadSolapi()).SolapiMessageService(apiKey, apiSecret));
  return {
    send: async (message) => (await service()).send(message as unknown as Parameters<SolapiMessageService['send']>[0]),
  };
}

/** Thrown when the provider refused or could not be reached; the message is safe to log (no recipient). */
export class MessageSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MessageSendError';
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500);
  return String(error).slice(0, 500);
}

/**
 * SMS and AlimTalk through Solapi (SDK v6). Every message is also recorded in outbox_messages with
 * status 'sent' or 'failed' (and the provider's error), so the outbox is the one history of what was
 * sent. Push and e-mail are not Solapi's: they are only recorded here until their providers exist.
 *
 * AlimTalk needs payload { pfId, templateId, variables? }; without them the text goes as SMS/LMS.
 */
export function createSolapiSender(db: Db, options: SolapiSenderOptions): MessageSender {
  const client: SolapiClient = options.client ?? sdkClient(options.apiKey, options.apiSecret);
  const from = options.sender.replace(/\D/g, '');

  async function record(message: OutgoingMessage, status: 'sent' | 'failed' | 'recorded', error?: string) {
    await db.insert(outboxMessages).values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      payload: message.payload,
      provider: status === 'recorded' ? 'outbox' : 'solapi',
      status,
      error,
    });
  }

  return {
    name: 'solapi',
    async send(message) {
      if (message.channel !== 'sms' && message.channel !== 'alimtalk') {
        await record(message, 'recorded');
        return;
      }
      const payload = message.payload ?? {};
      const alimtalk =
        message.channel === 'alimtalk' && typeof payload.pfId === 'string' && typeof payload.templateId === 'string';
      const request: Record<string, unknown> = {
        to: message.to.replace(/\D/g, ''),
        from,
        text: message.body,
        ...(message.subject ? { subject: message.subject } : {}),
        ...(alimtalk
          ? {
              kakaoOptions: {
                pfId: payload.pfId,
                templateId: payload.templateId,
                ...(payload.variables ? { variables: payload.variables } : {}),
              },
            }
          : {}),
      };
      try {
        const result = (await client.send(request)) as { failedMessageList?: ReadonlyArray<unknown> } | undefined;
        const failed = result?.failedMessageList?.length ?? 0;
        if (failed > 0) throw new MessageSendError(`Solapi rejected the message (${JSON.stringify(result?.failedMessageList?.[0]).slice(0, 300)})`);
      } catch (error) {
        const reason = describeFailure(error);
        await record(message, 'failed', reason);
        throw error instanceof MessageSendError ? error : new MessageSendError(reason);
      }
      await record(message, 'sent');
    },
  };
}
