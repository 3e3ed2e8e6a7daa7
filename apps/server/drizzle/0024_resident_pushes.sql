CREATE TABLE "resident_notification_settings" (
	"resident_idx" integer PRIMARY KEY NOT NULL,
	"answer_push" boolean DEFAULT true NOT NULL,
	"answer_message" boolean DEFAULT true NOT NULL,
	"marketing_push" boolean DEFAULT true NOT NULL,
	"marketing_message" boolean DEFAULT true NOT NULL,
	"marketing_withdrawn_at" timestamp with time zone,
	"night_agreed" boolean DEFAULT false NOT NULL,
	"night_agreed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resident_pushes" (
	"push_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resident_pushes_push_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"notice_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"clicked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resident_notification_settings" ADD CONSTRAINT "resident_notification_settings_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_pushes" ADD CONSTRAINT "resident_pushes_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resident_pushes_notice_key_uq" ON "resident_pushes" USING btree ("notice_key");--> statement-breakpoint
CREATE INDEX "resident_pushes_resident_idx" ON "resident_pushes" USING btree ("resident_idx","push_idx");