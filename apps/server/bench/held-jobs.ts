import { createInlineJobQueue, type JobQueue } from '../src/lib/jobs';

export interface HeldJobs extends JobQueue {
  /** Keeps what is sent from now on until release(). */
  hold(): void;
  /** Sends what was held and waits until every job has run. */
  release(): Promise<void>;
}

/**
 * The bench server's in-process job queue, which the checkout section can hold while it counts one
 * checkout's statements: the notices a payment queued are dispatched by a job after the answer (as pg-boss
 * does in production), and holding it keeps the job's statements out of the request's count; they are
 * counted apart on release.
 */
export function createHeldJobs(): HeldJobs {
  const inner = createInlineJobQueue();
  let held: Array<Parameters<JobQueue['send']>> | null = null;
  return {
    kind: inner.kind,
    send: (...args) => {
      if (!held) return inner.send(...args);
      held.push(args);
      return Promise.resolve();
    },
    work: (name, handler) => inner.work(name, handler),
    schedule: (name, cron) => inner.schedule(name, cron),
    start: () => inner.start(),
    stop: () => inner.stop(),
    hold() {
      held = [];
    },
    async release() {
      const sends = held ?? [];
      held = null;
      for (const args of sends) await inner.send(...args);
      await inner.drain();
    },
  };
}
