import type { JobQueue } from '../jobs';

/**
 * Sends queued notices now, after the commit that queued them; the every-minute job would send them
 * anyway, so a failure to queue the job never fails the request.
 */
export function dispatchNotices(jobs: JobQueue): Promise<void> {
  return jobs.send('notifications.dispatch', {}, { singletonKey: 'dispatch' }).catch(() => undefined);
}
