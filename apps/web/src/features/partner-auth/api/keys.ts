/**
 * Query keys of the partner console. Every console feature keeps its keys under `partnerKeys.all`
 * (e.g. `[...partnerKeys.all, 'orders', status]`): signing out removes them all at once, so the next
 * company signing in on this phone never sees the previous one's data.
 */
export const partnerKeys = {
  all: ['partner'] as const,
  profile: () => [...partnerKeys.all, 'profile'] as const,
};
