import { api } from '@ipju/api-client';
import type { UserProfile } from '../../auth';

interface Envelope<D> {
  status: 'success';
  data: D;
}

/** The account operations this feature calls (the generated client exposes them by operationId). */
export interface AccountOperations {
  updateResidentPersonal(params: { body: { name?: string; email?: string } }): Promise<Envelope<UserProfile>>;
  /** POST /auths/signout: withdrawal. The reason is optional and only recorded. */
  withdraw(params?: { body?: { reason?: string } }): Promise<Envelope<unknown>>;
}

export const accountApi = api as unknown as AccountOperations;
