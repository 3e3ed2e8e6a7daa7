import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { cautions, events } from '../db/schema';
import { CATEGORY_CAUTIONS, GENERAL_CAUTIONS } from './data/cautions';
import { eventBannerUrl, SEED_EVENTS } from './data/events';

/**
 * Seeds events 1 to 7 (fixed ids: SPEC section 2 names them) and the precautions before visits: the
 * general ones and those of each seeded category. Runs in the demo seed's transaction, after categories.
 */
export async function insertEngagementContent(tx: Tx): Promise<void> {
  await tx
    .insert(events)
    .values(
      SEED_EVENTS.map((e, i) => ({
        eventIdx: e.eventIdx,
        title: e.title,
        summary: e.summary,
        badge: e.badge,
        imageUrl: eventBannerUrl(e.eventIdx),
        sections: e.sections,
        notes: e.notes,
        ctaLabel: e.ctaLabel,
        ctaPath: e.ctaPath,
        startsAt: e.startsAt,
        endsAt: e.endsAt,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing();
  // Events made later (by staff) take ids after the fixed ones.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('events', 'event_idx'), greatest((select coalesce(max(event_idx), 0) from events), 1))`,
  );

  const rows: Array<typeof cautions.$inferInsert> = [
    ...GENERAL_CAUTIONS.map(([timing, title, body], i) => ({ categoryCode: null, timing, title, body, sortOrder: i + 1 })),
    ...Object.entries(CATEGORY_CAUTIONS).flatMap(([categoryCode, entries]) =>
      entries.map(([timing, title, body], i) => ({ categoryCode, timing, title, body, sortOrder: i + 1 })),
    ),
  ];
  await tx.insert(cautions).values(rows);
}
