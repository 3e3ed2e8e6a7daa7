import { numberExpiryAfterVisit } from '../../lib/virtual-numbers';
import type { QuoteVisitRow } from './reserve.repository';

/**
 * The company calls the resident about a 방문 견적 through the visit's 050 안심번호 (never the resident's own
 * phone): from booking until the end of the day after the visit, as for orders. The quote after that goes
 * by the app; once it is in the cart and paid, the order has a number of its own.
 */
export const quoteCallExpiry = (visit: Pick<QuoteVisitRow, 'visitDate'>) => numberExpiryAfterVisit(visit.visitDate, 7);

/** Why the company cannot call about this visit now (null: it can). One rule for the list's button and the route. */
export function quoteCallRefusal(visit: Pick<QuoteVisitRow, 'status' | 'visitDate'>, now = new Date()): string | null {
  if (visit.status === 'cancelled') return '취소된 방문 견적이라 안심번호로 연결할 수 없어요.';
  if (quoteCallExpiry(visit) <= now) return '방문 다음 날이 지나 안심번호 연결이 끝났어요.';
  return null;
}
