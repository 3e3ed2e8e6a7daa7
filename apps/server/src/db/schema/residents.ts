import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { apartmentAreas, apartments } from './places';

/**
 * A resident (customer) account. Withdrawal (POST /auths/signout) anonymises the row in place instead of
 * deleting it: orders and reviews keep pointing at it, as the e-commerce records law requires.
 */
export const residents = pgTable(
  'residents',
  {
    residentIdx: integer('resident_idx').primaryKey().generatedAlwaysAsIdentity(),
    /** Digits only, 010xxxxxxxx; null after withdrawal. */
    phone: text('phone'),
    name: text('name'),
    email: text('email'),
    appleSub: text('apple_sub'),
    apartmentIdx: integer('apartment_idx').references(() => apartments.apartmentIdx),
    areaIdx: integer('area_idx').references(() => apartmentAreas.areaIdx),
    dong: text('dong'),
    ho: text('ho'),
    moveInDate: text('move_in_date'),
    /** Set by PUT /residents/apartment/join: the resident registered their dong/ho in the complex. */
    apartmentJoinedAt: timestamp('apartment_joined_at', { withTimezone: true }),
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }),
    /** When the resident confirmed being 14 or older, on the terms screen (under 14 needs a guardian). */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    marketingAgreed: boolean('marketing_agreed').notNull().default(false),
    marketingAgreedAt: timestamp('marketing_agreed_at', { withTimezone: true }),
    referralCode: text('referral_code').notNull(),
    /** Who referred this resident at sign-up (their referral code was given); for the referral points. */
    referredByIdx: integer('referred_by_idx').references((): AnyPgColumn => residents.residentIdx),
    /** Points (1 point = 1 won at payment); changed only with a point_ledger entry, never below zero. */
    pointBalance: integer('point_balance').notNull().default(0),
    /**
     * Points a take-back could not take because the balance was short (a payment reward or a review's reward
     * taken back after the resident had spent it). Every later credit pays this first (points.ledger.ts), so
     * while any is owed the balance stays at zero.
     */
    pointsOwed: integer('points_owed').notNull().default(0),
    /** When the native app's one-time coupon was received (POST /coupons/app_coupon_receive). */
    appCouponReceivedAt: timestamp('app_coupon_received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('residents_phone_uq').on(t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('residents_apple_sub_uq').on(t.appleSub).where(sql`${t.appleSub} is not null`),
    uniqueIndex('residents_referral_code_uq').on(t.referralCode),
    check('residents_point_balance_ck', sql`${t.pointBalance} >= 0`),
    check('residents_points_owed_ck', sql`${t.pointsOwed} >= 0 and (${t.pointsOwed} = 0 or ${t.pointBalance} = 0)`),
  ],
);

/** Push tokens of native app installs, per owner (resident or partner) and device. */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    tokenIdx: integer('token_idx').primaryKey().generatedAlwaysAsIdentity(),
    ownerRole: text('owner_role', { enum: ['resident', 'partner'] }).notNull(),
    ownerIdx: integer('owner_idx').notNull(),
    deviceKey: text('device_key').notNull(),
    deviceType: text('device_type', { enum: ['ios', 'android', 'web'] }).notNull(),
    fcmToken: text('fcm_token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_tokens_owner_device_uq').on(t.ownerRole, t.ownerIdx, t.deviceKey)],
);
