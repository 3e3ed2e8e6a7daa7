import { api } from '@ipju/api-client';
import type { StaffProfile } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffRequest } from '../staff-credential';
import { staffKeys } from './keys';

/** Who is signed in to the staff console (GET /staff/me). */
export async function getStaffProfile(): Promise<StaffProfile> {
  return (await api.staffGetProfile({}, staffRequest())).data;
}

export const staffProfileQuery = () => queryOptions({ queryKey: staffKeys.profile(), queryFn: getStaffProfile, staleTime: 5 * 60 * 1000 });

/** StaffProvider's observer: asks only while a token is stored. */
export function useStaffProfile(hasToken: boolean) {
  return useQuery({ ...staffProfileQuery(), enabled: hasToken });
}
