import { api } from '@ipju/api-client';
import type { returnCartResult } from '@ipju/contract';
import type { z } from 'zod';

/** POST /billings/return_cart (장바구니로 돌리기): the order closes, its coupon and points come back, its services return to the cart. */
export async function returnBillingToCart(merchantUid: string): Promise<z.infer<typeof returnCartResult>> {
  return (await api.returnBillingToCart({ body: { merchantUid } })).data;
}
