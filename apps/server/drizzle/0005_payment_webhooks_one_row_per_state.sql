-- Notifications kept before this migration may repeat a payment's state: keep the first of each.
DELETE FROM "payment_webhooks" AS "later" USING "payment_webhooks" AS "first"
WHERE "later"."imp_uid" = "first"."imp_uid" AND "later"."status" = "first"."status" AND "later"."webhook_idx" > "first"."webhook_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhooks_state_uq" ON "payment_webhooks" USING btree ("imp_uid","status");
