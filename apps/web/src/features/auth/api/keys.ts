import { userKeys } from '../../../lib/query-client';

/** Query keys of the auth feature. The resident's complex is user-scoped, so it lives under userKeys. */
export const authKeys = {
  all: ['auth'] as const,
  appleConfig: () => [...authKeys.all, 'apple-config'] as const,
  /** Demo mode: the code sent to a phone, per sending (its expiry tells two sendings apart). */
  demoCode: (phone: string, expiresAt: number) => [...authKeys.all, 'dev-outbox', phone, expiresAt] as const,
  residentApartment: (residentIdx: number | null) => [...userKeys.apartment(), residentIdx] as const,
};
