import { api } from '@ipju/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** Closes the resident's account (POST /auths/signout): personal data goes, orders and reviews stay anonymous. */
export const withdrawMutation = () =>
  mutationOptions({
    mutationFn: async (): Promise<void> => {
      await api.withdraw();
    },
  });

export function useWithdraw() {
  return useMutation(withdrawMutation());
}
