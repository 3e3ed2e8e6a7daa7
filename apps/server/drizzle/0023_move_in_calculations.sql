CREATE TABLE "area_management_deposits" (
	"area_idx" integer PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_management_deposits_amount_ck" CHECK ("area_management_deposits"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "move_in_calculations" (
	"calculation_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "move_in_calculations_calculation_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"share_token" text NOT NULL,
	"resident_idx" integer,
	"visibility" text DEFAULT 'link' NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "move_in_calculations_visibility_ck" CHECK ("move_in_calculations"."visibility" in ('link', 'private')),
	CONSTRAINT "move_in_calculations_private_owner_ck" CHECK ("move_in_calculations"."visibility" = 'link' or "move_in_calculations"."resident_idx" is not null)
);
--> statement-breakpoint
ALTER TABLE "area_management_deposits" ADD CONSTRAINT "area_management_deposits_area_idx_apartment_areas_area_idx_fk" FOREIGN KEY ("area_idx") REFERENCES "public"."apartment_areas"("area_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_in_calculations" ADD CONSTRAINT "move_in_calculations_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "move_in_calculations_token_uq" ON "move_in_calculations" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "move_in_calculations_resident_idx" ON "move_in_calculations" USING btree ("resident_idx","calculation_idx");