/** One outgoing message. `to` is a phone number (digits), a push token owner key or an e-mail address. */
export interface OutgoingMessage {
  channel: 'sms' | 'alimtalk' | 'push' | 'email';
  to: string;
  body: string;
  subject?: string;
  /** Template code and variables for AlimTalk, data for push. */
  payload?: Record<string, unknown>;
}

/** Sends messages; every implementation also records each message in the outbox table. */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}
