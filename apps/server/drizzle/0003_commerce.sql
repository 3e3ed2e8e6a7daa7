CREATE TABLE "cart_lines" (
	"cart_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_cart_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_idx" integer NOT NULL,
	"item_idx" integer NOT NULL,
	"apartment_idx" integer,
	"pyeong" integer,
	"option_idxs" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"visit_date" date,
	"date_undecided" boolean DEFAULT false NOT NULL,
	"visit_hour" smallint,
	"added_price" integer NOT NULL,
	"restored_from_line_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_ck" CHECK ("cart_lines"."quantity" between 1 and 10),
	CONSTRAINT "cart_lines_date_ck" CHECK (not ("cart_lines"."visit_date" is not null and "cart_lines"."date_undecided")),
	CONSTRAINT "cart_lines_hour_ck" CHECK ("cart_lines"."visit_hour" is null or ("cart_lines"."visit_hour" between 0 and 23 and "cart_lines"."visit_date" is not null)),
	CONSTRAINT "cart_lines_added_price_ck" CHECK ("cart_lines"."added_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"event_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_event_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_idx" integer NOT NULL,
	"line_idx" integer,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor" text NOT NULL,
	"actor_idx" integer,
	"message" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"line_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_line_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_idx" integer NOT NULL,
	"item_idx" integer NOT NULL,
	"partner_idx" integer NOT NULL,
	"category_code" text NOT NULL,
	"item_name" text NOT NULL,
	"category_name" text NOT NULL,
	"company_name" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"apartment_idx" integer,
	"apartment_name" text,
	"pyeong" integer,
	"options" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"visit_time_set" text NOT NULL,
	"regular_price" integer NOT NULL,
	"special_discount" integer NOT NULL,
	"special_label" text,
	"price" integer NOT NULL,
	"resident_coupon_idx" integer,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"pay_amount" integer NOT NULL,
	"status" text NOT NULL,
	"visit_date" date,
	"date_undecided" boolean DEFAULT false NOT NULL,
	"visit_hour" smallint,
	"slot_held" boolean DEFAULT false NOT NULL,
	"pending_refund_idx" integer,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refunded_points" integer DEFAULT 0 NOT NULL,
	"cancel_fee" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"source_cart_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_status_ck" CHECK ("order_lines"."status" in ('payment_pending', 'awaiting_deposit', 'awaiting_work', 'in_progress', 'payment_failed', 'cancelled', 'completed')),
	CONSTRAINT "order_lines_quantity_ck" CHECK ("order_lines"."quantity" between 1 and 10),
	CONSTRAINT "order_lines_price_ck" CHECK ("order_lines"."price" = "order_lines"."regular_price" - "order_lines"."special_discount" and "order_lines"."pay_amount" = "order_lines"."price" - "order_lines"."coupon_discount" - "order_lines"."points_used" and "order_lines"."pay_amount" >= 0 and "order_lines"."coupon_discount" >= 0 and "order_lines"."points_used" >= 0),
	CONSTRAINT "order_lines_refund_ck" CHECK ("order_lines"."refunded_amount" between 0 and "order_lines"."pay_amount" and "order_lines"."refunded_points" between 0 and "order_lines"."points_used" and "order_lines"."cancel_fee" >= 0),
	CONSTRAINT "order_lines_date_ck" CHECK (not ("order_lines"."visit_date" is not null and "order_lines"."date_undecided")),
	CONSTRAINT "order_lines_hour_ck" CHECK ("order_lines"."visit_hour" is null or "order_lines"."visit_hour" between 0 and 23),
	CONSTRAINT "order_lines_confirm_ck" CHECK ("order_lines"."confirmed_at" is null or "order_lines"."status" = 'completed')
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_uid" text NOT NULL,
	"resident_idx" integer NOT NULL,
	"order_name" text NOT NULL,
	"pay_method" text NOT NULL,
	"payment_status" text DEFAULT 'ready' NOT NULL,
	"regular_total" integer NOT NULL,
	"special_discount" integer NOT NULL,
	"items_total" integer NOT NULL,
	"coupon_discount" integer NOT NULL,
	"points_used" integer NOT NULL,
	"amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refunded_points" integer DEFAULT 0 NOT NULL,
	"buyer_name" text,
	"buyer_phone" text,
	"buyer_email" text,
	"dong" text,
	"ho" text,
	"imp_uid" text,
	"pg_provider" text,
	"pg_pay_method" text,
	"vbank_code" text,
	"vbank_name" text,
	"vbank_num" text,
	"vbank_holder" text,
	"vbank_due" timestamp with time zone,
	"receipt_url" text,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"fail_reason" text,
	"flagged_at" timestamp with time zone,
	"flag_reason" text,
	"cart_restored_at" timestamp with time zone,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_pay_method_ck" CHECK ("orders"."pay_method" in ('card', 'vbank', 'kakaopay', 'naverpay')),
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."items_total" = "orders"."regular_total" - "orders"."special_discount" and "orders"."amount" = "orders"."items_total" - "orders"."coupon_discount" - "orders"."points_used" and "orders"."amount" >= 0 and "orders"."points_used" >= 0 and "orders"."coupon_discount" >= 0),
	CONSTRAINT "orders_refunds_ck" CHECK ("orders"."refunded_amount" between 0 and "orders"."amount" and "orders"."refunded_points" between 0 and "orders"."points_used")
);
--> statement-breakpoint
CREATE TABLE "payment_webhooks" (
	"webhook_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_webhooks_webhook_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"imp_uid" text NOT NULL,
	"merchant_uid" text,
	"status" text,
	"body" jsonb,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"refund_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_refund_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"lines" jsonb NOT NULL,
	"void_only" boolean DEFAULT false NOT NULL,
	"amount" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"imp_uid" text,
	"checksum" integer NOT NULL,
	"refund_bank" text,
	"refund_account" text,
	"refund_holder" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amounts_ck" CHECK ("refunds"."amount" >= 0 and "refunds"."points" >= 0 and "refunds"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_idx" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "coupons_coupon_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount" integer,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"category_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_idxs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"valid_days" integer,
	"per_person_limit" integer DEFAULT 1 NOT NULL,
	"total_limit" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"code" text,
	"downloadable" boolean DEFAULT false NOT NULL,
	"app_reward" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_discount_ck" CHECK (("coupons"."discount_type" = 'fixed' and "coupons"."discount_value" > 0) or ("coupons"."discount_type" = 'percent' and "coupons"."discount_value" between 1 and 100)),
	CONSTRAINT "coupons_max_discount_ck" CHECK ("coupons"."max_discount" is null or "coupons"."max_discount" > 0),
	CONSTRAINT "coupons_min_order_ck" CHECK ("coupons"."min_order_amount" >= 0),
	CONSTRAINT "coupons_limits_ck" CHECK ("coupons"."per_person_limit" >= 1 and ("coupons"."total_limit" is null or "coupons"."total_limit" >= 0)),
	CONSTRAINT "coupons_issued_ck" CHECK ("coupons"."issued_count" >= 0 and ("coupons"."total_limit" is null or "coupons"."issued_count" <= "coupons"."total_limit")),
	CONSTRAINT "coupons_valid_ck" CHECK (("coupons"."valid_until" is null or "coupons"."valid_until" > "coupons"."valid_from") and ("coupons"."valid_days" is null or "coupons"."valid_days" > 0))
);
--> statement-breakpoint
CREATE TABLE "resident_coupons" (
	"resident_coupon_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resident_coupons_resident_coupon_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_idx" integer NOT NULL,
	"resident_idx" integer NOT NULL,
	"source" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"order_idx" integer,
	"used_at" timestamp with time zone,
	CONSTRAINT "resident_coupons_used_ck" CHECK ("resident_coupons"."used_at" is null or "resident_coupons"."order_idx" is not null)
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"point_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_ledger_point_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_idx" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"memo" text,
	"order_idx" integer,
	"referred_resident_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_ledger_reason_ck" CHECK ("point_ledger"."reason" in ('referral', 'event', 'purchase', 'purchase_cancel', 'spend', 'spend_return', 'refund')),
	CONSTRAINT "point_ledger_amount_ck" CHECK ("point_ledger"."amount" <> 0 and "point_ledger"."balance_after" >= 0),
	CONSTRAINT "point_ledger_referral_ck" CHECK ("point_ledger"."reason" <> 'referral' or "point_ledger"."referred_resident_idx" is not null)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"voucher_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_voucher_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_idx" integer NOT NULL,
	"order_idx" integer NOT NULL,
	"amount" integer NOT NULL,
	"min_amount" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "vouchers_amount_ck" CHECK ("vouchers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "partner_closed_dates" (
	"partner_idx" integer NOT NULL,
	"closed_date" date NOT NULL,
	"reason" text DEFAULT '휴무' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_closed_dates_partner_idx_closed_date_pk" PRIMARY KEY("partner_idx","closed_date")
);
--> statement-breakpoint
CREATE TABLE "slot_usage" (
	"partner_idx" integer NOT NULL,
	"visit_date" date NOT NULL,
	"slot_hour" smallint NOT NULL,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_usage_partner_idx_visit_date_slot_hour_pk" PRIMARY KEY("partner_idx","visit_date","slot_hour"),
	CONSTRAINT "slot_usage_hour_ck" CHECK ("slot_usage"."slot_hour" between -1 and 23),
	CONSTRAINT "slot_usage_held_ck" CHECK ("slot_usage"."capacity" >= 0 and "slot_usage"."held" between 0 and "slot_usage"."capacity")
);
--> statement-breakpoint
CREATE TABLE "refund_policies" (
	"policy_key" text PRIMARY KEY NOT NULL,
	"free_cancel_days" integer NOT NULL,
	"late_fee_percent" integer NOT NULL,
	"same_day_fee_percent" integer NOT NULL,
	"date_change_days" integer NOT NULL,
	"note" text,
	CONSTRAINT "refund_policies_ck" CHECK ("refund_policies"."free_cancel_days" between 0 and 60 and "refund_policies"."late_fee_percent" between 0 and 100 and "refund_policies"."same_day_fee_percent" between 0 and 100 and "refund_policies"."date_change_days" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "notification_queue" (
	"notification_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_queue_notification_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_idx" integer,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"payload" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"imp_uid" text PRIMARY KEY NOT NULL,
	"merchant_uid" text NOT NULL,
	"amount" integer NOT NULL,
	"cancel_amount" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"pay_method" text NOT NULL,
	"pg_provider" text NOT NULL,
	"name" text,
	"buyer_name" text,
	"buyer_tel" text,
	"buyer_email" text,
	"vbank_code" text,
	"vbank_name" text,
	"vbank_num" text,
	"vbank_holder" text,
	"vbank_date" integer,
	"fail_reason" text,
	"notice_url" text,
	"cancel_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_at" integer DEFAULT 0 NOT NULL,
	"failed_at" integer DEFAULT 0 NOT NULL,
	"cancelled_at" integer DEFAULT 0 NOT NULL,
	"started_at" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "slot_capacity" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "point_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "app_coupon_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_idx_items_item_idx_fk" FOREIGN KEY ("item_idx") REFERENCES "public"."items"("item_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_apartment_idx_apartments_apartment_idx_fk" FOREIGN KEY ("apartment_idx") REFERENCES "public"."apartments"("apartment_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_line_idx_order_lines_line_idx_fk" FOREIGN KEY ("line_idx") REFERENCES "public"."order_lines"("line_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_item_idx_items_item_idx_fk" FOREIGN KEY ("item_idx") REFERENCES "public"."items"("item_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_apartment_idx_apartments_apartment_idx_fk" FOREIGN KEY ("apartment_idx") REFERENCES "public"."apartments"("apartment_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_pending_refund_idx_refunds_refund_idx_fk" FOREIGN KEY ("pending_refund_idx") REFERENCES "public"."refunds"("refund_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_coupons" ADD CONSTRAINT "resident_coupons_coupon_idx_coupons_coupon_idx_fk" FOREIGN KEY ("coupon_idx") REFERENCES "public"."coupons"("coupon_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_coupons" ADD CONSTRAINT "resident_coupons_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_coupons" ADD CONSTRAINT "resident_coupons_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_referred_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("referred_resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_closed_dates" ADD CONSTRAINT "partner_closed_dates_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_usage" ADD CONSTRAINT "slot_usage_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_queue" ADD CONSTRAINT "notification_queue_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_resident_idx" ON "cart_lines" USING btree ("resident_idx","cart_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_restored_uq" ON "cart_lines" USING btree ("restored_from_line_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_same_service_uq" ON "cart_lines" USING btree ("resident_idx","item_idx","option_idxs",coalesce("apartment_idx", 0),coalesce("pyeong", 0));--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_idx","event_idx");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_idx");--> statement-breakpoint
CREATE INDEX "order_lines_partner_idx" ON "order_lines" USING btree ("partner_idx","status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_merchant_uid_uq" ON "orders" USING btree ("merchant_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_imp_uid_uq" ON "orders" USING btree ("imp_uid") WHERE "orders"."imp_uid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("resident_idx","idempotency_key") WHERE "orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_resident_idx" ON "orders" USING btree ("resident_idx","order_idx");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_idx");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("status") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refuse_once_uq" ON "refunds" USING btree ("imp_uid") WHERE "refunds"."kind" = 'refuse';--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code") WHERE "coupons"."code" is not null;--> statement-breakpoint
CREATE INDEX "resident_coupons_resident_idx" ON "resident_coupons" USING btree ("resident_idx","coupon_idx");--> statement-breakpoint
CREATE INDEX "resident_coupons_order_idx" ON "resident_coupons" USING btree ("order_idx");--> statement-breakpoint
CREATE INDEX "point_ledger_resident_idx" ON "point_ledger" USING btree ("resident_idx","point_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_referral_uq" ON "point_ledger" USING btree ("referred_resident_idx") WHERE "point_ledger"."reason" = 'referral';--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_order_once_uq" ON "point_ledger" USING btree ("order_idx","reason") WHERE "point_ledger"."reason" in ('purchase', 'spend', 'spend_return');--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_order_issued_uq" ON "vouchers" USING btree ("order_idx") WHERE "vouchers"."status" = 'issued';--> statement-breakpoint
CREATE INDEX "vouchers_resident_idx" ON "vouchers" USING btree ("resident_idx");--> statement-breakpoint
CREATE INDEX "notification_queue_status_idx" ON "notification_queue" USING btree ("status","notification_idx");--> statement-breakpoint
CREATE INDEX "sandbox_payments_merchant_idx" ON "sandbox_payments" USING btree ("merchant_uid","created_at");--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_point_balance_ck" CHECK ("residents"."point_balance" >= 0);