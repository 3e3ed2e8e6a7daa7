import { api } from '@ipju/api-client';
import type { PartnerProfile } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { persistedQuery } from '../../../lib/query-client';
import { partnerKeys } from './keys';

/** The signed-in company (GET /partner), outside React Query: logout and withdrawal fetch it first (SPEC section 5). */
export async function getPartnerProfile(): Promise<PartnerProfile> {
  return (await api.partnerGetProfile()).data;
}

/**
 * The signed-in company, read once the console opens (SPEC section 4: the console knows who is signed in
 * before it shows anything). PartnerProvider holds the one observer; a page that changes the company's
 * information invalidates `partnerKeys.profile()` and the header follows.
 */
export const partnerProfileQuery = () =>
  queryOptions({
    queryKey: partnerKeys.profile(),
    queryFn: getPartnerProfile,
    staleTime: 5 * 60 * 1000,
    // Kept offline (removed with every partner query on sign-out): a console reopened with no signal, as the
    // inspector's in a basement, still knows who is signed in (docs/INSPECTION.md "Opening offline").
    ...persistedQuery,
  });

/** PartnerProvider's observer: asks only while a token is stored. */
export function usePartnerProfile(hasToken: boolean) {
  return useQuery({ ...partnerProfileQuery(), enabled: hasToken });
}
