import { describe, expect, it } from 'vitest';
import { createInlineJobQueue } from './inline-queue';

/**
 * The in-process queue (tests, the bench) runs a job with a singletonKey as pg-boss does: sends while one
 * waits are that one, a send while it runs gets one more run after it, never two at once. What the
 * notice dispatch relies on: every notice queued before a send is sent by a run that starts after it.
 */
describe('the inline job queue', () => {
  it('runs sends with one singleton key once while one waits, and once more for a send during the run', async () => {
    const queue = createInlineJobQueue();
    let running = 0;
    let overlapped = false;
    const runs: number[] = [];
    let release!: () => void;
    const firstRunBlocked = new Promise<void>((resolve) => (release = resolve));
    queue.work('notifications.dispatch', async () => {
      running++;
      overlapped ||= running > 1;
      runs.push(runs.length + 1);
      if (runs.length === 1) await firstRunBlocked;
      running--;
    });

    for (let i = 0; i < 3; i++) await queue.send('notifications.dispatch', {}, { singletonKey: 'dispatch' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toEqual([1]);
    // The first run is still going: these wait for it and run once after it.
    for (let i = 0; i < 3; i++) await queue.send('notifications.dispatch', {}, { singletonKey: 'dispatch' });
    release();
    await queue.drain();
    expect(runs).toEqual([1, 2]);
    expect(overlapped).toBe(false);
    expect(queue.errors).toEqual([]);
  });

  it('runs every send without a key', async () => {
    const queue = createInlineJobQueue();
    let runs = 0;
    queue.work('housekeeping', async () => void runs++);
    for (let i = 0; i < 3; i++) await queue.send('housekeeping');
    await queue.drain();
    expect(runs).toBe(3);
  });
});
