import { api } from '@ipju/api-client';
import type { returnCartResult } from '@ipju/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

export type ReturnCartResult = z.infer<typeof returnCartResult>;

/** POST /billings/return_cart: the resident left the payment; the order closes and its lines go back. */
export const returnBillingToCart = async (merchantUid: string): Promise<ReturnCartResult> =>
  (await api.returnBillingToCart({ body: { merchantUid } })).data;

export function useReturnBillingToCart() {
  return useMutation({ mutationFn: returnBillingToCart });
}
