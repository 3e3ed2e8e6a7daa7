/** The partner's account: sign-in, profile, sign-out and withdrawal (partner.routes.ts). */
export { partnerAccountRoutes } from './partner.routes';
export { createPartnerAccountService, type PartnerAccountService } from './partner-account.service';
