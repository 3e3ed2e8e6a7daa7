import type { AppDeps } from '../../app-deps';
import { dispatchNotices } from '../../lib/notifications';
import type { ApiInstance } from '../types';
import { sendDailySummaries } from './partner-daily-summary';
import type { PartnerNotificationsService } from './partner-notifications.service';
import { partnerNotificationsRoutes } from './partner.routes';

export { createPartnerNotificationsService, type PartnerNotificationsService } from './partner-notifications.service';
export { sendDailySummaries } from './partner-daily-summary';

/**
 * A company's 알림 (GET /partner/pushs, marks, push tokens) and its jobs: the 6 AM summary of the day's
 * visits, and closing expired 050 안심번호 at the provider every 10 minutes.
 */
export async function partnerNotificationsModule(
  app: ApiInstance,
  { partnerNotifications }: { partnerNotifications: PartnerNotificationsService },
  deps: AppDeps,
) {
  await partnerNotificationsRoutes(app, partnerNotifications);
  deps.jobs.work('partner-notices.daily-summary', async () => {
    if ((await sendDailySummaries(deps.db)) > 0) await dispatchNotices(deps.jobs);
  });
  deps.jobs.schedule('partner-notices.daily-summary', '0 6 * * *');
  deps.jobs.work('virtual-numbers.sweep', async () => {
    await deps.virtualNumbers.sweep();
  });
  deps.jobs.schedule('virtual-numbers.sweep', '*/10 * * * *');
}
