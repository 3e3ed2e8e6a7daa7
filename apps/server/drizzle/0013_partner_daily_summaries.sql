CREATE TABLE "partner_daily_summaries" (
	"partner_idx" integer NOT NULL,
	"day" date NOT NULL,
	"visits" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_daily_summaries_partner_idx_day_pk" PRIMARY KEY("partner_idx","day")
);
--> statement-breakpoint
ALTER TABLE "partner_daily_summaries" ADD CONSTRAINT "partner_daily_summaries_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;