import { addDays, formatPhone, seoulInstant } from '@ipju/contract';

/** '050710000001' -> '0507-1000-0001'; a provider's other lengths as a phone number is written. */
export function formatVirtualNumber(number: string): string {
  return number.length === 12 ? `${number.slice(0, 4)}-${number.slice(4, 8)}-${number.slice(8)}` : formatPhone(number);
}

/**
 * When a visit's 050 number stops connecting: at the end of the day after the visit (Seoul), so a late call
 * about the visit still reaches the resident; `undecidedDays` from now while the visit has no date.
 */
export function numberExpiryAfterVisit(visitDate: string | null, undecidedDays: number, now = new Date()): Date {
  return visitDate ? seoulInstant(addDays(visitDate, 2)) : new Date(now.getTime() + undecidedDays * 86_400_000);
}

/** What a call screen needs: the number to show, the link to dial, and until when it connects. */
export function toCallNumber(grant: { number: string; expiresAt: Date }) {
  return { virtualNumber: formatVirtualNumber(grant.number), telUri: `tel:${grant.number}`, expiresAt: grant.expiresAt.toISOString() };
}
