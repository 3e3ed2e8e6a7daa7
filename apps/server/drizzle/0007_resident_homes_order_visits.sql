CREATE TABLE "entry_code_reads" (
	"read_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entry_code_reads_read_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_idx" integer NOT NULL,
	"line_idx" integer NOT NULL,
	"partner_idx" integer NOT NULL,
	"account_idx" integer,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_visits" (
	"order_idx" integer PRIMARY KEY NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"entry_method" text NOT NULL,
	"entry_code_cipher" text,
	"entry_code_length" integer,
	"entry_code_erased_at" timestamp with time zone,
	"parking" text NOT NULL,
	"request" text,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_companies" jsonb NOT NULL,
	"consent_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_visits_code_ck" CHECK ("order_visits"."entry_code_cipher" is null or "order_visits"."entry_code_erased_at" is null)
);
--> statement-breakpoint
CREATE TABLE "resident_homes" (
	"home_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resident_homes_home_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_idx" integer NOT NULL,
	"apartment_idx" integer NOT NULL,
	"area_idx" integer,
	"dong" text,
	"ho" text,
	"move_in_date" date,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entry_code_reads" ADD CONSTRAINT "entry_code_reads_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_code_reads" ADD CONSTRAINT "entry_code_reads_line_idx_order_lines_line_idx_fk" FOREIGN KEY ("line_idx") REFERENCES "public"."order_lines"("line_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_code_reads" ADD CONSTRAINT "entry_code_reads_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_visits" ADD CONSTRAINT "order_visits_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_homes" ADD CONSTRAINT "resident_homes_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_homes" ADD CONSTRAINT "resident_homes_apartment_idx_apartments_apartment_idx_fk" FOREIGN KEY ("apartment_idx") REFERENCES "public"."apartments"("apartment_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_homes" ADD CONSTRAINT "resident_homes_area_idx_apartment_areas_area_idx_fk" FOREIGN KEY ("area_idx") REFERENCES "public"."apartment_areas"("area_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_code_reads_order_idx" ON "entry_code_reads" USING btree ("order_idx","read_idx");--> statement-breakpoint
CREATE INDEX "order_visits_code_left_idx" ON "order_visits" USING btree ("order_idx") WHERE "order_visits"."entry_code_cipher" is not null;--> statement-breakpoint
CREATE INDEX "resident_homes_resident_idx" ON "resident_homes" USING btree ("resident_idx","home_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "resident_homes_one_current_uq" ON "resident_homes" USING btree ("resident_idx") WHERE "resident_homes"."is_current";--> statement-breakpoint
-- Existing residents' complex and 평형 (with their 동·호 and move-in date when registered) become their current home.
INSERT INTO "resident_homes" ("resident_idx", "apartment_idx", "area_idx", "dong", "ho", "move_in_date", "is_current")
SELECT "resident_idx", "apartment_idx", "area_idx", "dong", "ho",
  CASE WHEN "move_in_date" ~ '^\d{4}-\d{2}-\d{2}$' THEN "move_in_date"::date END,
  true
FROM "residents" WHERE "apartment_idx" IS NOT NULL AND "withdrawn_at" IS NULL;
