CREATE TABLE "offline_order_links" (
	"link_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offline_order_links_link_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offline_idx" integer NOT NULL,
	"token_hash" text NOT NULL,
	"version" integer NOT NULL,
	"link_type" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_orders" (
	"offline_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offline_orders_offline_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_idx" integer NOT NULL,
	"item_idx" integer NOT NULL,
	"options" jsonb NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"apartment_idx" integer NOT NULL,
	"area_idx" integer,
	"pyeong" integer,
	"dong" text NOT NULL,
	"ho" text NOT NULL,
	"amount" integer NOT NULL,
	"visit_date" date,
	"visit_hour" smallint,
	"memo" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"merchant_uid" text NOT NULL,
	"payment_opened_at" timestamp with time zone,
	"imp_uid" text,
	"pay_method" text,
	"paid_amount" integer,
	"paid_at" timestamp with time zone,
	"refunding_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_orders_amount_ck" CHECK ("offline_orders"."amount" between 1000 and 50000000),
	CONSTRAINT "offline_orders_status_ck" CHECK ("offline_orders"."status" in ('pending', 'paid', 'cancelled')),
	CONSTRAINT "offline_orders_hour_ck" CHECK ("offline_orders"."visit_hour" is null or ("offline_orders"."visit_hour" between 0 and 23 and "offline_orders"."visit_date" is not null)),
	CONSTRAINT "offline_orders_paid_ck" CHECK ("offline_orders"."status" <> 'paid' or ("offline_orders"."paid_at" is not null and "offline_orders"."imp_uid" is not null))
);
--> statement-breakpoint
ALTER TABLE "offline_order_links" ADD CONSTRAINT "offline_order_links_offline_idx_offline_orders_offline_idx_fk" FOREIGN KEY ("offline_idx") REFERENCES "public"."offline_orders"("offline_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_orders" ADD CONSTRAINT "offline_orders_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_orders" ADD CONSTRAINT "offline_orders_item_idx_items_item_idx_fk" FOREIGN KEY ("item_idx") REFERENCES "public"."items"("item_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_orders" ADD CONSTRAINT "offline_orders_apartment_idx_apartments_apartment_idx_fk" FOREIGN KEY ("apartment_idx") REFERENCES "public"."apartments"("apartment_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_orders" ADD CONSTRAINT "offline_orders_area_idx_apartment_areas_area_idx_fk" FOREIGN KEY ("area_idx") REFERENCES "public"."apartment_areas"("area_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_order_links_token_uq" ON "offline_order_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "offline_order_links_order_idx" ON "offline_order_links" USING btree ("offline_idx");--> statement-breakpoint
CREATE INDEX "offline_orders_partner_idx" ON "offline_orders" USING btree ("partner_idx","created_at");--> statement-breakpoint
CREATE INDEX "offline_orders_phone_idx" ON "offline_orders" USING btree ("customer_phone");--> statement-breakpoint
CREATE INDEX "offline_orders_opened_idx" ON "offline_orders" USING btree ("payment_opened_at") WHERE "offline_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "offline_orders_merchant_uid_uq" ON "offline_orders" USING btree ("merchant_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "offline_orders_imp_uid_uq" ON "offline_orders" USING btree ("imp_uid");