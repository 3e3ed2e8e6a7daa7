CREATE TABLE "referred_phones" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_reason_ck";--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "points_owed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_points_owed_ck" CHECK ("residents"."points_owed" >= 0 and ("residents"."points_owed" = 0 or "residents"."point_balance" = 0));--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_reason_ck" CHECK ("point_ledger"."reason" in ('referral', 'event', 'purchase', 'purchase_cancel', 'spend', 'spend_return', 'refund', 'review', 'review_cancel', 'owed_recovery'));