CREATE TABLE "special_price_steps" (
	"step_idx" serial PRIMARY KEY NOT NULL,
	"special_price_idx" integer NOT NULL,
	"min_households" integer NOT NULL,
	"discount_rate" integer NOT NULL,
	CONSTRAINT "special_price_steps_households_ck" CHECK ("special_price_steps"."min_households" >= 2),
	CONSTRAINT "special_price_steps_rate_ck" CHECK ("special_price_steps"."discount_rate" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "apartment_areas" ADD COLUMN "floor_plan_url" text;--> statement-breakpoint
ALTER TABLE "apartment_areas" ADD COLUMN "floor_plan_width" integer;--> statement-breakpoint
ALTER TABLE "apartment_areas" ADD COLUMN "floor_plan_height" integer;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "move_in_start" date;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "move_in_end" date;--> statement-breakpoint
ALTER TABLE "special_price_steps" ADD CONSTRAINT "special_price_steps_special_price_idx_special_prices_special_price_idx_fk" FOREIGN KEY ("special_price_idx") REFERENCES "public"."special_prices"("special_price_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "special_price_steps_uq" ON "special_price_steps" USING btree ("special_price_idx","min_households");--> statement-breakpoint
CREATE UNIQUE INDEX "apartments_slug_uq" ON "apartments" USING btree ("slug") WHERE "apartments"."slug" is not null;--> statement-breakpoint
CREATE INDEX "order_lines_apartment_item_idx" ON "order_lines" USING btree ("apartment_idx","item_idx");--> statement-breakpoint
ALTER TABLE "apartment_areas" ADD CONSTRAINT "apartment_areas_floor_plan_ck" CHECK (("apartment_areas"."floor_plan_url" is null) = ("apartment_areas"."floor_plan_width" is null) and ("apartment_areas"."floor_plan_url" is null) = ("apartment_areas"."floor_plan_height" is null));--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_slug_ck" CHECK ("apartments"."slug" is null or "apartments"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_move_in_ck" CHECK ("apartments"."move_in_end" is null or "apartments"."move_in_start" is not null and "apartments"."move_in_end" >= "apartments"."move_in_start");