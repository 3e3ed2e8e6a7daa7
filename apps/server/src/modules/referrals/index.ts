export { referralsRoutes } from './referrals.routes';
export { createReferralsService, type ReferralsService } from './referrals.service';
