/**
 * Query keys of the staff console. Every staff feature keeps its keys under `staffKeys.all`: signing out
 * removes them all at once.
 */
export const staffKeys = {
  all: ['staff'] as const,
  profile: () => [...staffKeys.all, 'profile'] as const,
};
