import type { OfflineOrderSummary } from '@ipju/contract';
import { seoulToday } from '../../../lib/schedule';
import { useOfflineOrders } from './partnerListOfflineOrders';

/**
 * The company's offline jobs visiting today (Seoul date) that are not cancelled, in time order (time agreed
 * by phone last), for the console's 오늘 page. Reads GET /partner/offlines/order/list with today as the
 * visit-date range, so it shares that list's cache.
 */
export function useTodayOfflineJobs() {
  const today = seoulToday();
  const query = useOfflineOrders({ dateType: 'visit', startDate: today, endDate: today });
  const jobs: OfflineOrderSummary[] | undefined = query.data?.orders
    .filter((o) => o.status !== 'cancelled')
    .sort((a, b) => (a.visitHour ?? 99) - (b.visitHour ?? 99) || a.id - b.id);
  return { ...query, jobs };
}
