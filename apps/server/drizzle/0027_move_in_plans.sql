CREATE TABLE "move_in_plan_applications" (
	"application_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "move_in_plan_applications_application_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_idx" integer NOT NULL,
	"request_key" text NOT NULL,
	"home_idx" integer,
	"apartment_idx" integer NOT NULL,
	"apartment_name" text NOT NULL,
	"dong" text NOT NULL,
	"ho" text NOT NULL,
	"pyeong" integer,
	"move_in_date" date NOT NULL,
	"pre_visit_start" date,
	"pre_visit_end" date,
	"household" jsonb NOT NULL,
	"budget" integer,
	"priorities" jsonb NOT NULL,
	"already_booked" jsonb NOT NULL,
	"summary" text NOT NULL,
	"summary_source" text NOT NULL,
	"left_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"consult_thread_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "move_in_plan_applications_source_ck" CHECK ("move_in_plan_applications"."summary_source" in ('template', 'model')),
	CONSTRAINT "move_in_plan_applications_budget_ck" CHECK ("move_in_plan_applications"."budget" is null or "move_in_plan_applications"."budget" > 0)
);
--> statement-breakpoint
CREATE TABLE "move_in_plan_lines" (
	"line_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "move_in_plan_lines_line_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_idx" integer NOT NULL,
	"step" smallint NOT NULL,
	"rule_code" text NOT NULL,
	"category_code" text NOT NULL,
	"category_name" text NOT NULL,
	"item_idx" integer NOT NULL,
	"item_name" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"partner_idx" integer NOT NULL,
	"company_name" text NOT NULL,
	"price" integer NOT NULL,
	"regular_price" integer NOT NULL,
	"visit_date" date NOT NULL,
	"visit_hour" smallint,
	"reason" text NOT NULL,
	"neighbours_count" integer,
	"neighbours_share" smallint,
	"dropped" boolean DEFAULT false NOT NULL,
	"cart_claimed_at" timestamp with time zone,
	"cart_added_at" timestamp with time zone,
	"cart_idx" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "move_in_plan_lines_price_ck" CHECK ("move_in_plan_lines"."price" >= 0 and "move_in_plan_lines"."regular_price" >= "move_in_plan_lines"."price"),
	CONSTRAINT "move_in_plan_lines_share_ck" CHECK ("move_in_plan_lines"."neighbours_share" is null or "move_in_plan_lines"."neighbours_share" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "pre_visit_start" date;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "pre_visit_end" date;--> statement-breakpoint
ALTER TABLE "move_in_plan_applications" ADD CONSTRAINT "move_in_plan_applications_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_in_plan_applications" ADD CONSTRAINT "move_in_plan_applications_home_idx_resident_homes_home_idx_fk" FOREIGN KEY ("home_idx") REFERENCES "public"."resident_homes"("home_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_in_plan_applications" ADD CONSTRAINT "move_in_plan_applications_apartment_idx_apartments_apartment_idx_fk" FOREIGN KEY ("apartment_idx") REFERENCES "public"."apartments"("apartment_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_in_plan_lines" ADD CONSTRAINT "move_in_plan_lines_application_idx_move_in_plan_applications_application_idx_fk" FOREIGN KEY ("application_idx") REFERENCES "public"."move_in_plan_applications"("application_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_in_plan_lines" ADD CONSTRAINT "move_in_plan_lines_item_idx_items_item_idx_fk" FOREIGN KEY ("item_idx") REFERENCES "public"."items"("item_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_in_plan_lines" ADD CONSTRAINT "move_in_plan_lines_cart_idx_cart_lines_cart_idx_fk" FOREIGN KEY ("cart_idx") REFERENCES "public"."cart_lines"("cart_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "move_in_plan_applications_request_uq" ON "move_in_plan_applications" USING btree ("resident_idx","request_key");--> statement-breakpoint
CREATE INDEX "move_in_plan_applications_resident_idx" ON "move_in_plan_applications" USING btree ("resident_idx","application_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "move_in_plan_lines_step_uq" ON "move_in_plan_lines" USING btree ("application_idx","step");--> statement-breakpoint
CREATE INDEX "move_in_plan_lines_item_idx" ON "move_in_plan_lines" USING btree ("item_idx");--> statement-breakpoint
CREATE INDEX "move_in_plan_lines_cart_idx" ON "move_in_plan_lines" USING btree ("cart_idx") WHERE "move_in_plan_lines"."cart_idx" is not null;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_pre_visit_ck" CHECK (("apartments"."pre_visit_start" is null) = ("apartments"."pre_visit_end" is null) and ("apartments"."pre_visit_end" is null or "apartments"."pre_visit_end" >= "apartments"."pre_visit_start"));