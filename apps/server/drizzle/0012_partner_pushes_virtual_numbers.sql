CREATE SEQUENCE "public"."local_virtual_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "partner_pushes" (
	"push_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_pushes_push_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"clicked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "virtual_numbers" (
	"vn_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "virtual_numbers_vn_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_kind" text NOT NULL,
	"subject_idx" integer NOT NULL,
	"partner_idx" integer NOT NULL,
	"provider" text NOT NULL,
	"number" text NOT NULL,
	"partner_phone" text NOT NULL,
	"resident_phone" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_queue" ADD COLUMN "partner_idx" integer;--> statement-breakpoint
ALTER TABLE "partner_pushes" ADD CONSTRAINT "partner_pushes_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_numbers" ADD CONSTRAINT "virtual_numbers_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_pushes_partner_idx" ON "partner_pushes" USING btree ("partner_idx","push_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_numbers_subject_uq" ON "virtual_numbers" USING btree ("subject_kind","subject_idx") WHERE "virtual_numbers"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_numbers_number_uq" ON "virtual_numbers" USING btree ("number") WHERE "virtual_numbers"."released_at" is null;--> statement-breakpoint
CREATE INDEX "virtual_numbers_expiry_idx" ON "virtual_numbers" USING btree ("expires_at") WHERE "virtual_numbers"."released_at" is null;--> statement-breakpoint
ALTER TABLE "notification_queue" ADD CONSTRAINT "notification_queue_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;