import { partnerKeys } from '../../partner-auth';

/** The company page's own reads (the profile itself is partnerKeys.profile()). */
export const partnerProfileKeys = {
  certificates: () => [...partnerKeys.all, 'certificates'] as const,
};
