/**
 * One write kept on the device until the server has it (the inspector console's offline outbox).
 *
 * `payload` is whatever the kind's sender needs and must survive IndexedDB's structured clone (plain data,
 * Blob and File included: a photo's bytes can wait in the outbox too). `id` is the clientKey the server
 * makes the write idempotent by, so sending an item twice never creates two records.
 */
export interface OutboxItem<P = unknown> {
  /** The clientKey (crypto.randomUUID): also the key the server deduplicates by. */
  id: string;
  /** What to do with it: the key of a sender registered with the outbox, e.g. 'inspection.task.create'. */
  kind: string;
  /** Which screen it belongs to, e.g. 'inspection:12' (lists filter by it). */
  scope: string;
  /** Korean words for the unsent list, e.g. '침실1 · 바닥 수평 3mm'. */
  label: string;
  payload: P;
  /** Ids of items that must reach the server first (a photo after its task). */
  dependsOn: string[];
  /** pending: waits to be sent; failed: the server refused it (4xx) and the inspector fixes or discards it. */
  status: 'pending' | 'failed';
  /** The server's Korean message when it refused the item. */
  error: string | null;
  attempts: number;
  /** Order of saving: items are sent in this order. */
  seq: number;
  createdAt: number;
  /** Not before this time (ms) after a failed attempt (backoff). */
  nextAttemptAt: number;
}

/** What a sender can ask the outbox while sending: the server's answer to an earlier item (by its id). */
export interface SendContext {
  resultOf: <R = unknown>(id: string) => R | undefined;
}

/** Sends one item's payload to the server; resolves with the server's answer (kept for dependants). */
export type OutboxSender<P = unknown, R = unknown> = (payload: P, context: SendContext, item: OutboxItem<P>) => Promise<R>;

/** What happened to an item after an attempt, for listeners that refresh their screens. */
export type OutboxEvent =
  | { type: 'sent'; item: OutboxItem; result: unknown }
  | { type: 'failed'; item: OutboxItem }
  | { type: 'changed' };

export interface NewOutboxItem<P = unknown> {
  /** Defaults to a fresh crypto.randomUUID. */
  id?: string;
  kind: string;
  scope: string;
  label: string;
  payload: P;
  dependsOn?: string[];
}
