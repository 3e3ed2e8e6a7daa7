import type { OrderStatus } from '@ipju/contract';
import { commerceKeys } from '../../../lib/commerce-keys';

export const orderKeys = {
  all: commerceKeys.orders,
  list: (status: OrderStatus | null, limit: number) => [...commerceKeys.orders(), 'list', status ?? 'all', limit] as const,
  detail: (merchantUid: string) => [...commerceKeys.orders(), 'detail', merchantUid] as const,
  offline: () => [...commerceKeys.orders(), 'offline'] as const,
  cancelPreview: (merchantUid: string, lineIdxs: readonly number[] | undefined) =>
    [...commerceKeys.orders(), 'cancel-preview', merchantUid, lineIdxs ? lineIdxs.join(',') : 'all'] as const,
  receipts: () => [...commerceKeys.receipts(), 'list'] as const,
  receipt: (id: number) => [...commerceKeys.receipts(), 'detail', id] as const,
};
