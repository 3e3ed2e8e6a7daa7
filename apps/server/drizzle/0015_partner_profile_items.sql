CREATE TABLE "item_portfolio_photos" (
	"photo_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_portfolio_photos_photo_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_idx" integer NOT NULL,
	"file_key" text NOT NULL,
	"url" text NOT NULL,
	"width" integer,
	"height" integer,
	"caption" text NOT NULL,
	"worked_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_certificates" (
	"certificate_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_certificates_certificate_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"file_url" text NOT NULL,
	"mime_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by_staff_idx" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_certificates_kind_ck" CHECK ("partner_certificates"."kind" in ('business', 'license', 'insurance')),
	CONSTRAINT "partner_certificates_status_ck" CHECK ("partner_certificates"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "partner_certificates_review_ck" CHECK (("partner_certificates"."status" = 'pending') = ("partner_certificates"."reviewed_at" is null) and ("partner_certificates"."status" = 'rejected') = ("partner_certificates"."reject_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "partner_accounts" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "lunch_break" jsonb;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "closed_on_holidays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "category_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "main_item_idxs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "price_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "item_portfolio_photos" ADD CONSTRAINT "item_portfolio_photos_item_idx_items_item_idx_fk" FOREIGN KEY ("item_idx") REFERENCES "public"."items"("item_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_certificates" ADD CONSTRAINT "partner_certificates_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_certificates" ADD CONSTRAINT "partner_certificates_reviewed_by_staff_idx_staff_accounts_staff_idx_fk" FOREIGN KEY ("reviewed_by_staff_idx") REFERENCES "public"."staff_accounts"("staff_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_portfolio_photos_item_idx" ON "item_portfolio_photos" USING btree ("item_idx","photo_idx");--> statement-breakpoint
CREATE INDEX "partner_certificates_partner_idx" ON "partner_certificates" USING btree ("partner_idx","status");--> statement-breakpoint
CREATE INDEX "partner_certificates_pending_idx" ON "partner_certificates" USING btree ("status","created_at");