import { api } from '@ipju/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { getPartnerProfile } from './partnerGetProfile';

/**
 * Partner withdrawal (SPEC section 5): fetch the partner's authentication data (GET /partner) first, then
 * POST /auths/partner/withdrawal. Unlike logout a 401 is not success: the account was not withdrawn.
 */
export async function partnerWithdraw(): Promise<void> {
  await getPartnerProfile();
  await api.partnerWithdraw();
}

export const partnerWithdrawMutation = () => mutationOptions({ mutationFn: partnerWithdraw });

export function usePartnerWithdrawMutation() {
  return useMutation(partnerWithdrawMutation());
}
