import type { PointsPayload } from '@ipju/contract';
import type { Db } from '../../db/client';
import { getPoints } from './points.ledger';
import { toPointEntry } from './points.mapper';
import * as repo from './points.repository';

export function createPointsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** The balance, what was earned so far, what is still owed, and a page of the history (newest first). */
    async getPoints(residentIdx: number, page: number, limit: number): Promise<PointsPayload> {
      const [{ balance, owed }, totals, rows] = await Promise.all([
        getPoints(db, residentIdx),
        repo.ledgerTotals(db, residentIdx),
        repo.listEntries(db, residentIdx, page, limit),
      ]);
      return {
        balance,
        // A reward taken back counts against what was earned already while it is still owed (owed_recovery
        // entries take its place as it is paid), so the figure does not move when the debt is paid.
        earnedTotal: totals.earned - owed,
        owed,
        entries: rows.map((r) => toPointEntry(r.entry, r.merchantUid)),
        page,
        limit,
        total: totals.total,
      };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
