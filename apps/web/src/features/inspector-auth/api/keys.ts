import { partnerKeys } from '../../partner-auth';

/**
 * Query keys of the inspector console, under the partner console's root: an inspector is a partner account,
 * so signing out (here or in the partner console) removes them with the rest.
 */
export const inspectorKeys = {
  all: [...partnerKeys.all, 'inspector'] as const,
  isInspection: () => [...inspectorKeys.all, 'is-inspection'] as const,
};
