import { api } from '@ipju/api-client';

/** Ends the session on the server (POST /auths/logout); AuthProvider then clears the user. */
export async function logout(): Promise<void> {
  await api.logout();
}
