/** Query keys of the auth feature. User-scoped data lives under userKeys (lib/query-client). */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  appleConfig: () => [...authKeys.all, 'apple-config'] as const,
};
