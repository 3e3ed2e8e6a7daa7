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
 */
export function createInlineJobQueue(): InlineJobQueue {
  const handlers = new Map<JobName, JobHandler>();
  const running = new Set<Promise<void>>();
  const errors: unknown[] = [];
  let stopped = false;

  return {
    kind: 'inline',
    errors,
    async send(name, data = {}) {
      const handler = handlers.get(name);
      if (!handler || stopped) return;
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => handler(data))
        .catch((error: unknown) => void errors.push(error))
        .finally(() => running.delete(run));
      running.add(run);
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
