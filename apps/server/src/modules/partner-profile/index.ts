/** The company's profile sections and verification documents (partner.routes.ts), staff verification (staff.routes.ts). */
import type { ApiInstance } from '../types';
import type { PartnerProfileService } from './partner-profile.service';
import { partnerProfileRoutes } from './partner.routes';
import { staffPartnerProfileRoutes } from './staff.routes';

export {
  companyBadges,
  companyPublicExtras,
  createPartnerProfileService,
  MAX_PENDING_CERTIFICATES,
  type PartnerProfileService,
} from './partner-profile.service';

export async function partnerProfileModule(app: ApiInstance, services: { partnerProfile: PartnerProfileService }) {
  await partnerProfileRoutes(app, services);
  await staffPartnerProfileRoutes(app, services);
}
