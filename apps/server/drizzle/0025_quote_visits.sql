CREATE TABLE "quote_visits" (
	"quote_visit_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_visits_quote_visit_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_uid" text NOT NULL,
	"resident_idx" integer NOT NULL,
	"partner_idx" integer NOT NULL,
	"item_idx" integer NOT NULL,
	"home_idx" integer NOT NULL,
	"apartment_idx" integer NOT NULL,
	"pyeong" integer,
	"dong" text NOT NULL,
	"ho" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"request" text,
	"visit_date" date NOT NULL,
	"visit_hour" smallint,
	"slot_held" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"quote_amount" integer,
	"quote_covers" text,
	"quote_valid_until" date,
	"proposed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_visits_status_ck" CHECK ("quote_visits"."status" in ('booked', 'cancelled', 'proposed', 'accepted')),
	CONSTRAINT "quote_visits_hour_ck" CHECK ("quote_visits"."visit_hour" is null or "quote_visits"."visit_hour" between 0 and 23),
	CONSTRAINT "quote_visits_amount_ck" CHECK ("quote_visits"."quote_amount" is null or "quote_visits"."quote_amount" between 1000 and 100000000),
	CONSTRAINT "quote_visits_proposal_ck" CHECK ("quote_visits"."status" not in ('proposed', 'accepted') or ("quote_visits"."quote_amount" is not null and "quote_visits"."quote_covers" is not null and "quote_visits"."quote_valid_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "quote_on_visit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "quote_visit_idx" integer;--> statement-breakpoint
ALTER TABLE "quote_visits" ADD CONSTRAINT "quote_visits_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_visits" ADD CONSTRAINT "quote_visits_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_visits" ADD CONSTRAINT "quote_visits_item_idx_items_item_idx_fk" FOREIGN KEY ("item_idx") REFERENCES "public"."items"("item_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_visits" ADD CONSTRAINT "quote_visits_apartment_idx_apartments_apartment_idx_fk" FOREIGN KEY ("apartment_idx") REFERENCES "public"."apartments"("apartment_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_visits_uid_uq" ON "quote_visits" USING btree ("reservation_uid");--> statement-breakpoint
CREATE INDEX "quote_visits_resident_idx" ON "quote_visits" USING btree ("resident_idx","quote_visit_idx");--> statement-breakpoint
CREATE INDEX "quote_visits_partner_idx" ON "quote_visits" USING btree ("partner_idx","visit_date");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_quote_visit_idx_quote_visits_quote_visit_idx_fk" FOREIGN KEY ("quote_visit_idx") REFERENCES "public"."quote_visits"("quote_visit_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_quote_visit_uq" ON "cart_lines" USING btree ("quote_visit_idx");