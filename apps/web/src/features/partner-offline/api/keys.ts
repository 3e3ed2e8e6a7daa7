import { partnerKeys } from '../../partner-auth';

export interface OfflineListFilter {
  name?: string;
  phone?: string;
  complexName?: string;
  status?: 'pending' | 'paid' | 'cancelled';
  dateType?: 'visit' | 'created';
  startDate?: string;
  endDate?: string;
}

/** Query keys of the offline orders pages, under the console's root (signing out removes them). */
export const offlineKeys = {
  all: [...partnerKeys.all, 'offline'] as const,
  list: (filter: OfflineListFilter) => [...offlineKeys.all, 'list', filter] as const,
  detail: (id: number) => [...offlineKeys.all, 'detail', id] as const,
  residentInfo: (id: number) => [...offlineKeys.all, 'resident-info', id] as const,
  itemTypes: () => [...offlineKeys.all, 'item-types'] as const,
  apartments: (q: string) => [...offlineKeys.all, 'apartments', q] as const,
  areas: (apartmentIdx: number) => [...offlineKeys.all, 'areas', apartmentIdx] as const,
  customers: (q: string) => [...offlineKeys.all, 'customers', q] as const,
  visitCalendar: (month: string) => [...offlineKeys.all, 'visit-calendar', month] as const,
};
