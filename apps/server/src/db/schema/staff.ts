import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An ipju staff member (운영팀): answers questions as 입주 매니저, receives consultation requests and
 * decides on reported reviews and posts. Signs in with e-mail and password (POST /auths/staff/login) and
 * calls with a bearer credential, like partners.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    staffIdx: integer('staff_idx').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    /** Digits only (010xxxxxxxx): consultation requests and hidden posts are announced here. */
    phone: text('phone'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_accounts_email_uq').on(t.email)],
);
