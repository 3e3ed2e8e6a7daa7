CREATE TABLE "cash_receipts" (
	"order_idx" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"identifier" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"receipt_url" text,
	"apply_num" text,
	"issued_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_receipts_identifier_ck" CHECK ("cash_receipts"."identifier" ~ '^[0-9]{10,11}$'),
	CONSTRAINT "cash_receipts_attempts_ck" CHECK ("cash_receipts"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_cash_receipts" (
	"imp_uid" text PRIMARY KEY NOT NULL,
	"receipt" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_payments" (
	"order_idx" integer PRIMARY KEY NOT NULL,
	"merchant_uid" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"pay_method" text,
	"imp_uid" text,
	"pg_provider" text,
	"receipt_url" text,
	"requested_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "second_half" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "unpaid_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deferred_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_receipts" ADD CONSTRAINT "cash_receipts_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_payments" ADD CONSTRAINT "balance_payments_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_receipts_status_idx" ON "cash_receipts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_payments_merchant_uid_uq" ON "balance_payments" USING btree ("merchant_uid");--> statement-breakpoint
CREATE INDEX "balance_payments_status_idx" ON "balance_payments" USING btree ("status","due_at");