import { numberExpiryAfterVisit } from '../../lib/virtual-numbers';
import type { ShownInspection } from './inspections.repository';

/** The visit date an inspection shows: its order line's (a date change on the order follows), else its own. */
export const shownVisitDate = (shown: ShownInspection): string | null =>
  shown.row.orderLineIdx !== null ? shown.lineVisitDate : shown.row.visitDate;

/**
 * The inspector calls the resident through the inspection's 050 안심번호, never their own phone: outside
 * inspection companies use this console too, and an order's contact is not theirs to keep. The number works
 * until the end of the day after the visit (a week from the ask while the date is open), as for orders.
 */
export const inspectionCallExpiry = (shown: ShownInspection) => numberExpiryAfterVisit(shownVisitDate(shown), 7);

/** Why the inspector cannot call about this inspection now (null: they can). One rule for the screen and the route. */
export function inspectionCallRefusal(shown: ShownInspection, now = new Date()): string | null {
  if (shown.row.cancelledAt) return '취소된 점검이라 안심번호로 연결할 수 없어요.';
  if (!shown.residentPhone && shown.row.orderLineIdx === null) return '연결된 입주민이 없어요. 먼저 입주민을 연결해 주세요.';
  if (inspectionCallExpiry(shown) <= now) return '방문 다음 날이 지나 안심번호 연결이 끝났어요.';
  return null;
}
