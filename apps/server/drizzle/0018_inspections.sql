CREATE TABLE "inspection_photos" (
	"photo_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_photos_photo_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_idx" integer NOT NULL,
	"task_idx" integer,
	"type" text,
	"space_idx" integer,
	"client_key" text NOT NULL,
	"file_key" text NOT NULL,
	"url" text NOT NULL,
	"width" integer,
	"height" integer,
	"role" text,
	"annotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by_account_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_spaces" (
	"space_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_spaces_space_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_idx" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_standards" (
	"key" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"unit" text NOT NULL,
	"comparator" text NOT NULL,
	"limit" double precision NOT NULL,
	"span_mm" integer,
	"condition" text,
	"region" text,
	"source" text NOT NULL,
	"verified" boolean NOT NULL,
	"note" text,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_idx" integer,
	CONSTRAINT "inspection_standards_type_ck" CHECK ("inspection_standards"."type" in ('visual', 'level', 'gradient', 'thermal', 'radon'))
);
--> statement-breakpoint
CREATE TABLE "inspection_tasks" (
	"task_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_tasks_task_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_idx" integer NOT NULL,
	"type" text NOT NULL,
	"space_idx" integer,
	"location" text DEFAULT '' NOT NULL,
	"comment" text,
	"client_key" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_by_account_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_tasks_type_ck" CHECK ("inspection_tasks"."type" in ('visual', 'level', 'gradient', 'thermal', 'radon'))
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"inspection_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspections_inspection_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_idx" integer NOT NULL,
	"order_line_idx" integer,
	"resident_idx" integer,
	"apartment_idx" integer,
	"complex_name" text NOT NULL,
	"dong" text,
	"ho" text,
	"pyeong" integer,
	"exclusive_area" double precision,
	"builder" text,
	"address" text,
	"visit_date" date,
	"visit_hour" smallint,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"type_states" jsonb NOT NULL,
	"region" text NOT NULL,
	"approved_from_2019_07" boolean DEFAULT true NOT NULL,
	"standards" jsonb NOT NULL,
	"memo" text,
	"opinion" text,
	"opinion_at" timestamp with time zone,
	"is_sample" boolean DEFAULT false NOT NULL,
	"reported_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"latest_report_idx" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_status_ck" CHECK ("inspections"."status" in ('scheduled', 'in_progress', 'measured', 'reported', 'sent', 'cancelled')),
	CONSTRAINT "inspections_visit_hour_ck" CHECK ("inspections"."visit_hour" is null or "inspections"."visit_hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_inspection_idx_inspections_inspection_idx_fk" FOREIGN KEY ("inspection_idx") REFERENCES "public"."inspections"("inspection_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_task_idx_inspection_tasks_task_idx_fk" FOREIGN KEY ("task_idx") REFERENCES "public"."inspection_tasks"("task_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_space_idx_inspection_spaces_space_idx_fk" FOREIGN KEY ("space_idx") REFERENCES "public"."inspection_spaces"("space_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_uploaded_by_account_idx_partner_accounts_account_idx_fk" FOREIGN KEY ("uploaded_by_account_idx") REFERENCES "public"."partner_accounts"("account_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_spaces" ADD CONSTRAINT "inspection_spaces_inspection_idx_inspections_inspection_idx_fk" FOREIGN KEY ("inspection_idx") REFERENCES "public"."inspections"("inspection_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_standards" ADD CONSTRAINT "inspection_standards_updated_by_staff_idx_staff_accounts_staff_idx_fk" FOREIGN KEY ("updated_by_staff_idx") REFERENCES "public"."staff_accounts"("staff_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_tasks" ADD CONSTRAINT "inspection_tasks_inspection_idx_inspections_inspection_idx_fk" FOREIGN KEY ("inspection_idx") REFERENCES "public"."inspections"("inspection_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_tasks" ADD CONSTRAINT "inspection_tasks_space_idx_inspection_spaces_space_idx_fk" FOREIGN KEY ("space_idx") REFERENCES "public"."inspection_spaces"("space_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_tasks" ADD CONSTRAINT "inspection_tasks_created_by_account_idx_partner_accounts_account_idx_fk" FOREIGN KEY ("created_by_account_idx") REFERENCES "public"."partner_accounts"("account_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_order_line_idx_order_lines_line_idx_fk" FOREIGN KEY ("order_line_idx") REFERENCES "public"."order_lines"("line_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_apartment_idx_apartments_apartment_idx_fk" FOREIGN KEY ("apartment_idx") REFERENCES "public"."apartments"("apartment_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_photos_client_key_uq" ON "inspection_photos" USING btree ("inspection_idx","client_key");--> statement-breakpoint
CREATE INDEX "inspection_photos_inspection_idx" ON "inspection_photos" USING btree ("inspection_idx","photo_idx");--> statement-breakpoint
CREATE INDEX "inspection_photos_task_idx" ON "inspection_photos" USING btree ("task_idx");--> statement-breakpoint
CREATE INDEX "inspection_spaces_inspection_idx" ON "inspection_spaces" USING btree ("inspection_idx","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_tasks_client_key_uq" ON "inspection_tasks" USING btree ("inspection_idx","client_key");--> statement-breakpoint
CREATE INDEX "inspection_tasks_inspection_idx" ON "inspection_tasks" USING btree ("inspection_idx","type","task_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_order_line_uq" ON "inspections" USING btree ("order_line_idx") WHERE "inspections"."order_line_idx" is not null;--> statement-breakpoint
CREATE INDEX "inspections_partner_idx" ON "inspections" USING btree ("partner_idx","status","inspection_idx");--> statement-breakpoint
CREATE INDEX "inspections_resident_idx" ON "inspections" USING btree ("resident_idx");