import { api } from '@ipju/api-client';
import { useMutation } from '@tanstack/react-query';

export interface ReturnCartResult {
  restored: number;
  count: number;
}

/** POST /billings/return_cart: the resident left the payment; the order closes and its lines go back. */
export const returnBillingToCart = async (merchantUid: string): Promise<ReturnCartResult> =>
  (await api.returnBillingToCart({ body: { merchantUid } })).data;

export function useReturnBillingToCart() {
  return useMutation({ mutationFn: returnBillingToCart });
}
