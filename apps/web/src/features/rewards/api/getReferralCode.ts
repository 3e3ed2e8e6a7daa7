import { api } from '@ipju/api-client';
import type { ReferralInfo } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardKeys } from './keys';

/** My referral code, share link and text, and what it earned (GET /referrals/{id}/code). */
export const referralQuery = (residentIdx: number) =>
  queryOptions({
    queryKey: rewardKeys.referral(residentIdx),
    queryFn: async (): Promise<ReferralInfo> => (await api.getReferralCode({ id: residentIdx })).data,
    staleTime: 0,
  });

export function useReferral(residentIdx: number | null) {
  return useQuery({ ...referralQuery(residentIdx ?? 0), enabled: residentIdx !== null });
}
