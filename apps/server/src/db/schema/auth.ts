import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-side sessions. `tokenHash` is the SHA-256 of a random 256-bit token; the token itself is only in
 * the client's cookie (residents) or bearer credential (partners), so a database leak grants nothing.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    role: text('role', { enum: ['resident', 'partner', 'staff'] }).notNull(),
    subjectIdx: integer('subject_idx').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_subject_idx').on(t.role, t.subjectIdx)],
);

/** One-time sign-in codes sent by SMS. Only a hash of the code is stored. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    otpIdx: integer('otp_idx').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * Rolling-window rate counters for limits that must hold across server processes (code sends per phone and IP,
 * partner and staff sign-in attempts): one row per key and one-minute bucket, window_start being the bucket's
 * start (lib/rate-counter.ts sums the buckets of the window).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
