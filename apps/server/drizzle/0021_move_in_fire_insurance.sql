CREATE TABLE "move_in_centers" (
	"apartment_idx" integer PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"slots" jsonb NOT NULL,
	"default_capacity" integer DEFAULT 1 NOT NULL,
	"dong_capacities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "move_in_centers_period_ck" CHECK ("move_in_centers"."ends_on" >= "move_in_centers"."starts_on"),
	CONSTRAINT "move_in_centers_capacity_ck" CHECK ("move_in_centers"."default_capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "move_in_reservations" (
	"reservation_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "move_in_reservations_reservation_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_idx" integer NOT NULL,
	"home_idx" integer NOT NULL,
	"apartment_idx" integer NOT NULL,
	"dong" text NOT NULL,
	"ho" text NOT NULL,
	"move_in_date" date NOT NULL,
	"slot_code" text NOT NULL,
	"seat_no" integer NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "move_in_reservations_seat_ck" CHECK ("move_in_reservations"."seat_no" >= 1),
	CONSTRAINT "move_in_reservations_status_ck" CHECK ("move_in_reservations"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "fire_insurance_quotes" (
	"quote_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fire_insurance_quotes_quote_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_idx" integer NOT NULL,
	"insurer" text NOT NULL,
	"yearly_premium" integer NOT NULL,
	"coverage_summary" text NOT NULL,
	"staff_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fire_insurance_quotes_premium_ck" CHECK ("fire_insurance_quotes"."yearly_premium" > 0)
);
--> statement-breakpoint
CREATE TABLE "fire_insurance_requests" (
	"request_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fire_insurance_requests_request_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_idx" integer NOT NULL,
	"home_idx" integer,
	"apartment_idx" integer NOT NULL,
	"complex_name" text NOT NULL,
	"dong" text NOT NULL,
	"ho" text NOT NULL,
	"pyeong" integer NOT NULL,
	"exclusive_area" numeric(6, 2) NOT NULL,
	"completion_year" integer,
	"coverages" jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"request_key" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fire_insurance_requests_status_ck" CHECK ("fire_insurance_requests"."status" in ('received', 'quoted', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "move_in_centers" ADD CONSTRAINT "move_in_centers_apartment_idx_apartments_apartment_idx_fk" FOREIGN KEY ("apartment_idx") REFERENCES "public"."apartments"("apartment_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_in_reservations" ADD CONSTRAINT "move_in_reservations_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_in_reservations" ADD CONSTRAINT "move_in_reservations_home_idx_resident_homes_home_idx_fk" FOREIGN KEY ("home_idx") REFERENCES "public"."resident_homes"("home_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_in_reservations" ADD CONSTRAINT "move_in_reservations_apartment_idx_apartments_apartment_idx_fk" FOREIGN KEY ("apartment_idx") REFERENCES "public"."apartments"("apartment_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fire_insurance_quotes" ADD CONSTRAINT "fire_insurance_quotes_request_idx_fire_insurance_requests_request_idx_fk" FOREIGN KEY ("request_idx") REFERENCES "public"."fire_insurance_requests"("request_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fire_insurance_quotes" ADD CONSTRAINT "fire_insurance_quotes_staff_idx_staff_accounts_staff_idx_fk" FOREIGN KEY ("staff_idx") REFERENCES "public"."staff_accounts"("staff_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fire_insurance_requests" ADD CONSTRAINT "fire_insurance_requests_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fire_insurance_requests" ADD CONSTRAINT "fire_insurance_requests_home_idx_resident_homes_home_idx_fk" FOREIGN KEY ("home_idx") REFERENCES "public"."resident_homes"("home_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fire_insurance_requests" ADD CONSTRAINT "fire_insurance_requests_apartment_idx_apartments_apartment_idx_fk" FOREIGN KEY ("apartment_idx") REFERENCES "public"."apartments"("apartment_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "move_in_reservations_seat_uq" ON "move_in_reservations" USING btree ("apartment_idx","dong","move_in_date","slot_code","seat_no") WHERE "move_in_reservations"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "move_in_reservations_home_uq" ON "move_in_reservations" USING btree ("home_idx") WHERE "move_in_reservations"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "move_in_reservations_resident_idx" ON "move_in_reservations" USING btree ("resident_idx","reservation_idx");--> statement-breakpoint
CREATE INDEX "fire_insurance_quotes_request_idx" ON "fire_insurance_quotes" USING btree ("request_idx","quote_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "fire_insurance_requests_key_uq" ON "fire_insurance_requests" USING btree ("resident_idx","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fire_insurance_requests_open_home_uq" ON "fire_insurance_requests" USING btree ("home_idx") WHERE "fire_insurance_requests"."status" in ('received', 'quoted');--> statement-breakpoint
CREATE INDEX "fire_insurance_requests_resident_idx" ON "fire_insurance_requests" USING btree ("resident_idx","request_idx");--> statement-breakpoint
CREATE INDEX "fire_insurance_requests_status_idx" ON "fire_insurance_requests" USING btree ("status","request_idx");