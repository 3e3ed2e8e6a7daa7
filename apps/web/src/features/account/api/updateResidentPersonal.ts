import { api } from '@ipju/api-client';
import type { UserProfile } from '@ipju/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export interface PersonalBody {
  name?: string;
  email?: string;
}

/** Saves the resident's name and e-mail (PUT /residents/personal); the answer is the updated profile. */
export const updateResidentPersonalMutation = () =>
  mutationOptions({
    mutationFn: async (body: PersonalBody): Promise<UserProfile> => (await api.updateResidentPersonal({ body })).data,
  });

export function useUpdateResidentPersonal() {
  return useMutation(updateResidentPersonalMutation());
}
