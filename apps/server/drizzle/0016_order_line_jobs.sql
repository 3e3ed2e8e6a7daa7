CREATE TABLE "order_line_jobs" (
	"line_idx" integer PRIMARY KEY NOT NULL,
	"partner_idx" integer NOT NULL,
	"confirmed_at" timestamp with time zone,
	"departed_at" timestamp with time zone,
	"proposed_date" date,
	"proposed_hour" smallint,
	"proposed_at" timestamp with time zone,
	"proposal_answer" text,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_line_jobs_proposal_ck" CHECK (("order_line_jobs"."proposed_date" is null) = ("order_line_jobs"."proposed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "order_line_photos" (
	"photo_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_line_photos_photo_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"line_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_line_jobs" ADD CONSTRAINT "order_line_jobs_line_idx_order_lines_line_idx_fk" FOREIGN KEY ("line_idx") REFERENCES "public"."order_lines"("line_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_jobs" ADD CONSTRAINT "order_line_jobs_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_photos" ADD CONSTRAINT "order_line_photos_line_idx_order_lines_line_idx_fk" FOREIGN KEY ("line_idx") REFERENCES "public"."order_lines"("line_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_jobs_partner_idx" ON "order_line_jobs" USING btree ("partner_idx");--> statement-breakpoint
CREATE INDEX "order_line_photos_line_idx" ON "order_line_photos" USING btree ("line_idx","photo_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_photos_key_uq" ON "order_line_photos" USING btree ("file_key");