CREATE TABLE "inspection_repairs" (
	"inspection_idx" integer NOT NULL,
	"task_idx" integer NOT NULL,
	"status" text NOT NULL,
	"requested_at" date,
	"fixed_at" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_repairs_inspection_idx_task_idx_pk" PRIMARY KEY("inspection_idx","task_idx")
);
--> statement-breakpoint
CREATE TABLE "inspection_report_links" (
	"link_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_report_links_link_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_idx" integer NOT NULL,
	"report_idx" integer NOT NULL,
	"token_hash" text NOT NULL,
	"scope" text NOT NULL,
	"channel" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient" text NOT NULL,
	"sent_by_partner_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_reports" (
	"report_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_reports_report_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_idx" integer NOT NULL,
	"version" integer NOT NULL,
	"resident_idx" integer,
	"partner_idx" integer,
	"is_sample" boolean DEFAULT false NOT NULL,
	"document" jsonb NOT NULL,
	"photo_keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_reports_version_ck" CHECK ("inspection_reports"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "inspection_repairs" ADD CONSTRAINT "inspection_repairs_inspection_idx_inspections_inspection_idx_fk" FOREIGN KEY ("inspection_idx") REFERENCES "public"."inspections"("inspection_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_report_links" ADD CONSTRAINT "inspection_report_links_inspection_idx_inspections_inspection_idx_fk" FOREIGN KEY ("inspection_idx") REFERENCES "public"."inspections"("inspection_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_report_links" ADD CONSTRAINT "inspection_report_links_report_idx_inspection_reports_report_idx_fk" FOREIGN KEY ("report_idx") REFERENCES "public"."inspection_reports"("report_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_report_links" ADD CONSTRAINT "inspection_report_links_sent_by_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("sent_by_partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_reports" ADD CONSTRAINT "inspection_reports_inspection_idx_inspections_inspection_idx_fk" FOREIGN KEY ("inspection_idx") REFERENCES "public"."inspections"("inspection_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_reports" ADD CONSTRAINT "inspection_reports_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_reports" ADD CONSTRAINT "inspection_reports_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_report_links_token_uq" ON "inspection_report_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "inspection_report_links_recent_idx" ON "inspection_report_links" USING btree ("report_idx","channel","recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_reports_version_uq" ON "inspection_reports" USING btree ("inspection_idx","version");--> statement-breakpoint
CREATE INDEX "inspection_reports_resident_idx" ON "inspection_reports" USING btree ("resident_idx");