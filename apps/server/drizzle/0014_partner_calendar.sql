CREATE TABLE "partner_calendar_entries" (
	"entry_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_calendar_entries_entry_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"entry_date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_calendar_entries_kind_ck" CHECK ("partner_calendar_entries"."kind" in ('personal', 'offline')),
	CONSTRAINT "partner_calendar_entries_time_ck" CHECK (("partner_calendar_entries"."start_time" is null or "partner_calendar_entries"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and ("partner_calendar_entries"."end_time" is null or ("partner_calendar_entries"."start_time" is not null and "partner_calendar_entries"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "partner_calendar_entries"."end_time" > "partner_calendar_entries"."start_time")))
);
--> statement-breakpoint
CREATE TABLE "partner_weekly_capacity" (
	"partner_idx" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"slot_hour" smallint NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_weekly_capacity_partner_idx_weekday_slot_hour_pk" PRIMARY KEY("partner_idx","weekday","slot_hour"),
	CONSTRAINT "partner_weekly_capacity_weekday_ck" CHECK ("partner_weekly_capacity"."weekday" between 0 and 6),
	CONSTRAINT "partner_weekly_capacity_hour_ck" CHECK ("partner_weekly_capacity"."slot_hour" between -1 and 23),
	CONSTRAINT "partner_weekly_capacity_capacity_ck" CHECK ("partner_weekly_capacity"."capacity" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "slot_usage" ADD COLUMN "capacity_override" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_calendar_entries" ADD CONSTRAINT "partner_calendar_entries_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_weekly_capacity" ADD CONSTRAINT "partner_weekly_capacity_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_calendar_entries_partner_date_idx" ON "partner_calendar_entries" USING btree ("partner_idx","entry_date");