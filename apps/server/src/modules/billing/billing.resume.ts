import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { OrderRow } from './billing.repository';

/**
 * An interrupted payment (docs/COMMERCE.md, "Interrupted payments"): an order left in 결제대기 can open its
 * payment window again for the same merchantUid and amount, until it is abandoned (장바구니로 돌리기 or the
 * abandon timeout). The timeout counts from the last opening.
 */

/** When the order's payment window last opened. */
export const paymentOpenedAt = (order: OrderRow): Date => order.paymentOpenedAt ?? order.createdAt;

/** Whether an order waiting for its window has waited past the cutoff (checked again under the row lock). */
export const isStale = (order: OrderRow, cutoff: Date): boolean =>
  order.paymentStatus === 'ready' && paymentOpenedAt(order).getTime() < cutoff.getTime();

/**
 * Marks the window opened again, only while the order still waits for its payment (a conditional update,
 * so an abandonment that won first is never undone). Refuses in Korean otherwise.
 */
export async function reopenPayment(db: Db, order: OrderRow): Promise<OrderRow> {
  const [opened] = await db
    .update(orders)
    .set({ paymentOpenedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.orderIdx, order.orderIdx), eq(orders.paymentStatus, 'ready')))
    .returning();
  if (opened) return opened;
  throw resumeRefusal(order.paymentStatus);
}

export function resumeRefusal(paymentStatus: OrderRow['paymentStatus']): AppError {
  switch (paymentStatus) {
    case 'failed':
      return new AppError('CONFLICT', '결제를 마치지 않아 주문이 닫혔어요. 서비스는 장바구니에 다시 담아 두었으니 장바구니에서 결제해 주세요.');
    case 'vbank_issued':
      return new AppError('CONFLICT', '이미 입금할 계좌가 발급된 주문이에요. 주문 상세의 계좌로 입금해 주세요.');
    default:
      return new AppError('CONFLICT', '이미 결제가 완료된 주문이에요. 주문 내역에서 확인해 주세요.');
  }
}
