import type { AppDeps } from '../../app-deps';
import type { ApiInstance } from '../types';
import { billingRoutes } from './billing.routes';
import type { BillingService } from './billing.service';
import { jobsRoutes } from './jobs.routes';
import type { PartnerJobsService } from './partner-jobs.service';
import { partnerOrdersRoutes } from './partner.routes';
import { receiptsRoutes } from './receipts.routes';

export { createBillingService, type BillingService } from './billing.service';
export { claimOrderNo, claimOrderNos } from './billing.order-no';
export { createPartnerJobsService, type PartnerJobsService } from './partner-jobs.service';
export { paymentRequestOf, type PaymentSubject } from './billing.payment-request';
export { fetchPayment, portoneUnavailable } from './billing.payment';
export { hasLiveOrder } from './billing.repository';

/** Billing: payments, orders, receipts, the partner's order moves (and their demo helper), and the reconciliation job. */
export async function billingModule(
  app: ApiInstance,
  { billing: service, partnerJobs }: { billing: BillingService; partnerJobs: PartnerJobsService },
  deps: AppDeps,
) {
  await billingRoutes(app, deps, service);
  await receiptsRoutes(app, service);
  await partnerOrdersRoutes(app, partnerJobs, { demo: deps.config.isDemo });
  await jobsRoutes(app, { billing: service, partnerJobs });
  deps.jobs.work('payments.reconcile', () => service.reconcile());
  deps.jobs.schedule('payments.reconcile', '*/5 * * * *');
  deps.jobs.work('payments.abandon', () => service.abandonStale());
  deps.jobs.schedule('payments.abandon', '* * * * *');
  deps.jobs.work('payments.balance', () => service.balanceJob());
  deps.jobs.schedule('payments.balance', '0 * * * *');
  deps.jobs.work('payments.cash_receipts', () => service.issueCashReceipts());
  deps.jobs.schedule('payments.cash_receipts', '*/10 * * * *');
}
