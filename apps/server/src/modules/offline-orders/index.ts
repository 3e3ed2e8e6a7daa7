import type { AppDeps } from '../../app-deps';
import type { ApiInstance } from '../types';
import { linkPayRoutes } from './link-pay.routes';
import type { LinkPayService } from './link-pay.service';
import type { OfflineOrdersService } from './offline-orders.service';
import { partnerOfflineOrdersRoutes } from './partner.routes';

/** 오프라인 주문 and payment links (docs/PARTNER.md "Offline orders and payment links"). */
export { createOfflineOrdersService, type OfflineOrdersService } from './offline-orders.service';
export { createLinkPayService, type LinkPayService } from './link-pay.service';
export { listOfflineVisits } from './calendar';

export async function offlineOrdersModule(
  app: ApiInstance,
  { offlineOrders, linkPay }: { offlineOrders: OfflineOrdersService; linkPay: LinkPayService },
  deps: AppDeps,
) {
  await partnerOfflineOrdersRoutes(app, offlineOrders);
  await linkPayRoutes(app, { linkPay, offlineOrders, config: deps.config });
  deps.jobs.work('linkpay.reconcile', async () => {
    await linkPay.reconcile();
  });
  deps.jobs.schedule('linkpay.reconcile', '*/5 * * * *');
}
