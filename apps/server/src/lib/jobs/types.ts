/**
 * Background work (SPEC-free, ARCHITECTURE "Background work"): named jobs with JSON data, run by a
 * worker outside the request that queued them.
 */
export const JOB_NAMES = [
  'notifications.dispatch',
  'payments.reconcile',
  'payments.abandon',
  'payments.cash_receipts',
  'payments.balance',
  'housekeeping',
  'visits.erase-entry-codes',
  'linkpay.reconcile',
  'partner-notices.daily-summary',
  'virtual-numbers.sweep',
  'chat.offline-notice',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface SendOptions {
  /** Collapses jobs with the same key that wait at the same time (pg-boss singletonKey). */
  singletonKey?: string;
  startAfterSeconds?: number;
}

export interface JobQueue {
  readonly kind: 'pgboss' | 'inline';
  /** Queues a job. Call after the transaction whose work it follows has committed. */
  send(name: JobName, data?: Record<string, unknown>, options?: SendOptions): Promise<void>;
  /** Registers the handler of a job name (before start()). */
  work(name: JobName, handler: JobHandler): void;
  /** Runs a job on a cron schedule (Asia/Seoul), from start() on. */
  schedule(name: JobName, cron: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}
