import { api, isApiError } from '@ipju/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { staffRequest } from '../staff-credential';

/** Staff logout (POST /auths/staff/logout); a 401 means the token had already ended, which is what was wanted. */
export async function staffLogout(): Promise<void> {
  try {
    await api.staffLogout({}, staffRequest());
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) throw error;
  }
}

export const staffLogoutMutation = () => mutationOptions({ mutationFn: staffLogout });

export function useStaffLogout() {
  return useMutation(staffLogoutMutation());
}
