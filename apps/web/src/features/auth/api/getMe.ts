import { api } from '@ipju/api-client';
import type { UserProfile } from '@ipju/contract';

/**
 * The signed-in resident's profile (GET /auths/me). AuthProvider holds it in its own state (not the query
 * cache), because a failure means "signed out" rather than an error to show.
 */
export async function getMe(): Promise<UserProfile> {
  return (await api.getMe()).data;
}
