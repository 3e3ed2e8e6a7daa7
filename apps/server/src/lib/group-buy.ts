import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * 단지 특가 as a group buy (docs/COMPLEX-PAGES.md): the households of a complex that paid for an item at its
 * special price, and the rate their number has reached (special_price_steps). One definition, used by
 * pricing (items: the rate every card, cart and payment is computed with) and by the complex report and
 * pages (how many joined, the next step), so the page never promises a rate checkout does not give.
 */

/** Line statuses of a service that is paid and not cancelled (payment_pending, failed and cancelled are out). */
export const PAID_LINE_STATUSES = ['awaiting_work', 'in_progress', 'completed'] as const;

/** SQL list of PAID_LINE_STATUSES for `status in ...`. */
export const PAID_LINE_STATUSES_SQL = sql.raw(`(${PAID_LINE_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * A household: the 동·호 the order was delivered to, else the buyer (one account without a unit is one
 * household). Written against the `o` (orders) alias.
 */
export const HOUSEHOLD_KEY_SQL = sql.raw(
  `case when o.dong is not null and o.ho is not null then 'u:' || o.dong || '-' || o.ho else 'r:' || o.resident_idx end`,
);

/**
 * How many households joined the special price of (complex, item) since `startsAt`: paid, not cancelled, not
 * refunded lines bought at the special price (special_discount > 0).
 */
export function joinedHouseholdsSql(apartmentIdx: AnyPgColumn | SQL, itemIdx: AnyPgColumn | SQL, startsAt: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`(select count(distinct ${HOUSEHOLD_KEY_SQL})::int from order_lines l join orders o on o.order_idx = l.order_idx
    where l.apartment_idx = ${apartmentIdx} and l.item_idx = ${itemIdx} and l.special_discount > 0
      and o.payment_status = 'paid' and l.status in ${PAID_LINE_STATUSES_SQL} and l.refunded_amount = 0
      and o.paid_at >= ${startsAt})`;
}

/** The special_prices columns the rate is computed from, always named with their table: drizzle writes a
 * column of a one-table select without it, and inside the subqueries below an unqualified name would mean
 * the subquery's own column (special_price_steps.special_price_idx, order_lines.item_idx). */
const SP = (column: string) => sql.raw(`"special_prices"."${column}"`);

/**
 * The rate a special price gives now: its own rate, or the highest group-buy step its households reached.
 * For a select from the special_prices table (not aliased).
 */
export function effectiveRateSql(): SQL<number> {
  return sql<number>`greatest(${SP('discount_rate')}, coalesce((select max(st.discount_rate) from special_price_steps st
    where st.special_price_idx = ${SP('special_price_idx')}
      and st.min_households <= ${specialPriceHouseholdsSql()}), 0))::int`;
}

/** joinedHouseholdsSql for the special price of the row (a select from the special_prices table). */
export function specialPriceHouseholdsSql(): SQL<number> {
  return joinedHouseholdsSql(SP('apartment_idx'), SP('item_idx'), SP('starts_at'));
}

export interface GroupBuyStep {
  minHouseholds: number;
  discountRate: number;
}

/** The rate reached with `joined` households and the next step to reach (pure; the SQL above agrees). */
export function groupBuyState(baseRate: number, steps: readonly GroupBuyStep[], joined: number) {
  const sorted = [...steps].sort((a, b) => a.minHouseholds - b.minHouseholds);
  const reached = sorted.filter((s) => s.minHouseholds <= joined);
  const currentRate = Math.max(baseRate, ...reached.map((s) => s.discountRate));
  const next = sorted.find((s) => s.minHouseholds > joined && s.discountRate > currentRate) ?? null;
  return { currentRate, next };
}
