CREATE TABLE "order_no_counters" (
	"day" date PRIMARY KEY NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "order_no_counters_last_ck" CHECK ("order_no_counters"."last_no" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_no" text;--> statement-breakpoint
WITH "numbered" AS (
	SELECT "order_idx", ("created_at" AT TIME ZONE 'Asia/Seoul')::date AS "day",
		row_number() OVER (PARTITION BY ("created_at" AT TIME ZONE 'Asia/Seoul')::date ORDER BY "created_at", "order_idx") AS "n"
	FROM "orders"
)
UPDATE "orders" SET "order_no" = to_char("numbered"."day", 'YYMM-DD-') || lpad("numbered"."n"::text, greatest(4, length("numbered"."n"::text)), '0')
FROM "numbered" WHERE "orders"."order_idx" = "numbered"."order_idx";--> statement-breakpoint
INSERT INTO "order_no_counters" ("day", "last_no")
SELECT ("created_at" AT TIME ZONE 'Asia/Seoul')::date, count(*) FROM "orders" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_no" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");
