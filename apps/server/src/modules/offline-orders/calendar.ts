import { hourLabel, OFFLINE_ORDER_STATUS_LABELS, type PartnerCalendarOfflineVisit } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import * as repo from './offline-orders.repository';

/** The company's offline jobs with a visit date in a range, for its calendar (modules/partner-calendar). */
export async function listOfflineVisits(db: DbOrTx, partnerIdx: number, from: string, to: string): Promise<PartnerCalendarOfflineVisit[]> {
  const rows = await repo.listCalendarVisits(db, partnerIdx, from, to);
  return rows.map((r) => ({
    ...r,
    date: r.date!,
    timeLabel: r.hour === null ? '시간 협의' : hourLabel(r.hour),
    statusLabel: OFFLINE_ORDER_STATUS_LABELS[r.status],
  }));
}
