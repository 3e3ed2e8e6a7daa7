import type { AppDeps } from './app-deps';
import { createNotificationDispatcher } from './lib/notifications';
import { purgeOldCounters } from './lib/rate-counter';
import { purgeExpiredSessions } from './lib/session-store';

/**
 * Jobs that belong to no feature: sending queued notifications (right after the change that queued them,
 * and every minute for any left over) and nightly housekeeping of expired sessions and old rate-limit
 * counters. Feature modules register their own jobs (billing: payments.reconcile).
 */
export function registerBackgroundJobs(deps: AppDeps) {
  const dispatcher = createNotificationDispatcher(deps.db, deps.messages, { siteUrl: deps.config.siteUrl, secret: deps.config.sessionSecret });
  deps.jobs.work('notifications.dispatch', async () => {
    await dispatcher.dispatchAll();
  });
  deps.jobs.schedule('notifications.dispatch', '* * * * *');
  deps.jobs.work('housekeeping', async () => {
    await purgeExpiredSessions(deps.db);
    await purgeOldCounters(deps.db);
  });
  deps.jobs.schedule('housekeeping', '30 4 * * *');
}
