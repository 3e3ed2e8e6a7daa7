ALTER TABLE "order_lines" ADD COLUMN "voucher_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill with the rule of modules/billing/line-amounts.ts: the voucher the order earned at payment (its
-- first voucher row) split over its lines in proportion to what each paid (pay_amount + points_used),
-- rounded down, the remainder to the largest line (the first of equals).
WITH first_voucher AS (
  SELECT DISTINCT ON (order_idx) order_idx, amount FROM vouchers ORDER BY order_idx, issued_at, voucher_idx
), weighted AS (
  SELECT l.line_idx, l.order_idx, v.amount AS voucher, l.pay_amount + l.points_used AS weight,
    sum(l.pay_amount + l.points_used) OVER (PARTITION BY l.order_idx) AS total,
    row_number() OVER (PARTITION BY l.order_idx ORDER BY l.pay_amount + l.points_used DESC, l.line_idx) AS rank
  FROM order_lines l JOIN first_voucher v ON v.order_idx = l.order_idx
), parts AS (
  SELECT line_idx, order_idx, voucher, rank,
    CASE WHEN total > 0 THEN floor(voucher::numeric * weight / total)::integer ELSE 0 END AS part
  FROM weighted
), sums AS (
  SELECT order_idx, sum(part)::integer AS given FROM parts GROUP BY order_idx
)
UPDATE order_lines o
SET voucher_amount = p.part + CASE WHEN p.rank = 1 THEN p.voucher - s.given ELSE 0 END
FROM parts p JOIN sums s ON s.order_idx = p.order_idx
WHERE o.line_idx = p.line_idx;
