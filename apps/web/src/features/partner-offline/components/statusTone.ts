import type { OfflineOrderStatus } from '@ipju/contract';

/** The badge colour of an offline order's status (결제 대기 / 결제 완료 / 취소). */
export const STATUS_TONE: Record<OfflineOrderStatus, 'waiting' | 'paid' | 'cancelled'> = {
  pending: 'waiting',
  paid: 'paid',
  cancelled: 'cancelled',
};
