import { api } from '@ipju/api-client';
import type { returnCartResult } from '@ipju/contract';
import type { z } from 'zod';

export type ReturnCartResult = z.infer<typeof returnCartResult>;

/**
 * POST /billings/return_cart: the resident left the payment; the order closes and its lines go back. Called
 * from the payment flow's own steps (leaving, recovering a pending payment), which then refresh the user's queries.
 */
export async function returnBillingToCart(merchantUid: string): Promise<ReturnCartResult> {
  return (await api.returnBillingToCart({ body: { merchantUid } })).data;
}
