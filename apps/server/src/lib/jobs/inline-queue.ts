import type { JobHandler, JobName, JobQueue } from './types';

export interface InlineJobQueue extends JobQueue {
  /** Waits until every job sent so far (and those they send) has run. */
  drain(): Promise<void>;
  /** Errors thrown by handlers, oldest first (tests assert there are none). */
  readonly errors: unknown[];
}

/**
 * Runs each job in this process right after the current tick, without persistence or schedules. For
 * tests (JOB_QUEUE=inline), where every test calls the scheduled handlers itself when it needs them.
 * Jobs sent with a singletonKey behave as on pg-boss: one runs at a time per key and one more waits; a send
 * while one waits is that one (it has not started, so it will see what the send was about). Under load
 * (the bench's checkouts) one dispatch then sends the notices of many requests.
 */
export function createInlineJobQueue(): InlineJobQueue {
  const handlers = new Map<JobName, JobHandler>();
  const running = new Set<Promise<void>>();
  const errors: unknown[] = [];
  /** Per singleton key: the last run queued, and whether it is still waiting to start. */
  const lastOfKey = new Map<string, Promise<void>>();
  const waitingKeys = new Set<string>();
  let stopped = false;

  return {
    kind: 'inline',
    errors,
    async send(name, data = {}, options = {}) {
      const handler = handlers.get(name);
      if (!handler || stopped) return;
      const key = options.singletonKey === undefined ? null : `${name}\u0000${options.singletonKey}`;
      if (key && waitingKeys.has(key)) return;
      if (key) waitingKeys.add(key);
      const before = key ? lastOfKey.get(key) : undefined;
      const run: Promise<void> = (before ?? Promise.resolve())
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => {
          if (key) waitingKeys.delete(key);
          return handler(data);
        })
        .catch((error: unknown) => void errors.push(error))
        .finally(() => {
          running.delete(run);
          if (key && lastOfKey.get(key) === run) lastOfKey.delete(key);
        });
      running.add(run);
      if (key) lastOfKey.set(key, run);
    },
    work(name, handler) {
      handlers.set(name, handler);
    },
    schedule() {
      // No clock in tests: scheduled handlers are called directly.
    },
    async start() {},
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
    async drain() {
      while (running.size) await Promise.all(running);
    },
  };
}
