import type { PlanApplication, PlanApplicationSummary, PlanHome, PlanLine, PlanLineStatus } from '@ipju/contract';
import type { ApplicationRow, LineRow } from './move-in-plan.repository';

export interface ReadApplication {
  row: ApplicationRow;
  lines: LineRow[];
  /** Items the resident paid for after applying. */
  booked: ReadonlySet<number>;
  /** Categories the resident has a paid, live order of for the application's home (any time, any company). */
  bookedCategories: ReadonlySet<string>;
  /** Category code -> name (the catalogue), for the services left out as already booked. */
  categoryNames: ReadonlyMap<string, string>;
  windows: Array<{ earliest: string; latest: string }>;
}

/**
 * booked (a paid order of the item since the application) > already_booked (another paid, live order of the same
 * category for this home: not to be sold twice) > dropped > in the cart > planned.
 */
export function lineStatus(
  line: Pick<LineRow, 'itemIdx' | 'categoryCode' | 'dropped' | 'cartIdx'>,
  booked: ReadonlySet<number>,
  bookedCategories: ReadonlySet<string> = new Set(),
): PlanLineStatus {
  if (booked.has(line.itemIdx)) return 'booked';
  if (bookedCategories.has(line.categoryCode)) return 'already_booked';
  if (line.dropped) return 'dropped';
  return line.cartIdx !== null ? 'in_cart' : 'planned';
}

function homeOf(row: ApplicationRow): PlanHome {
  return { homeIdx: row.homeIdx, apartmentIdx: row.apartmentIdx, apartmentName: row.apartmentName, dong: row.dong, ho: row.ho, pyeong: row.pyeong };
}

/** '잠실래미안아이파크 101동 1203호 34평' */
export function homeLabel(row: Pick<ApplicationRow, 'apartmentName' | 'dong' | 'ho' | 'pyeong'>): string {
  return [row.apartmentName, row.dong ? `${row.dong}동` : '', row.ho ? `${row.ho}호` : '', row.pyeong ? `${row.pyeong}평` : ''].filter(Boolean).join(' ');
}

function toLine(line: LineRow, read: Pick<ReadApplication, 'booked' | 'bookedCategories'>, window: { earliest: string; latest: string }): PlanLine {
  return {
    lineIdx: line.lineIdx,
    step: line.step,
    categoryCode: line.categoryCode,
    categoryName: line.categoryName,
    item: {
      itemIdx: line.itemIdx,
      itemName: line.itemName,
      thumbnailUrl: line.thumbnailUrl,
      partner: { partnerIdx: line.partnerIdx, companyName: line.companyName },
    },
    price: line.price,
    regularPrice: line.regularPrice,
    date: line.visitDate,
    time: line.visitHour,
    earliestDate: window.earliest,
    latestDate: window.latest,
    reason: line.reason,
    neighbours: line.neighboursCount === null || line.neighboursShare === null ? null : { count: line.neighboursCount, share: line.neighboursShare },
    status: lineStatus(line, read.booked, read.bookedCategories),
  };
}

const kept = (lines: LineRow[]) => lines.filter((l) => !l.dropped);

export function toApplication(read: ReadApplication): PlanApplication {
  const { row, lines, windows } = read;
  return {
    applicationIdx: row.applicationIdx,
    createdAt: row.createdAt.toISOString(),
    home: homeOf(row),
    moveInDate: row.moveInDate,
    household: row.household,
    budget: row.budget,
    priorities: row.priorities,
    alreadyBooked: row.alreadyBooked,
    bookedServices: row.alreadyBooked.map((code) => ({ categoryCode: code, categoryName: read.categoryNames.get(code) ?? code })),
    summary: row.summary,
    summarySource: row.summarySource as PlanApplication['summarySource'],
    total: kept(lines).reduce((s, l) => s + l.price, 0),
    lines: lines.map((l, i) => toLine(l, read, windows[i]!)),
    consultThreadIdx: row.consultThreadIdx,
  };
}

export function toSummary({ row, lines, booked }: ReadApplication): PlanApplicationSummary {
  return {
    applicationIdx: row.applicationIdx,
    createdAt: row.createdAt.toISOString(),
    homeLabel: homeLabel(row),
    home: homeOf(row),
    moveInDate: row.moveInDate,
    lineCount: kept(lines).length,
    bookedCount: lines.filter((l) => lineStatus(l, booked) === 'booked').length,
    inCartCount: lines.filter((l) => lineStatus(l, booked) === 'in_cart').length,
    total: kept(lines).reduce((s, l) => s + l.price, 0),
    consultThreadIdx: row.consultThreadIdx,
  };
}
