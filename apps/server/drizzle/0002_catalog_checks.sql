CREATE INDEX "categories_chapter_idx" ON "categories" USING btree ("chapter");--> statement-breakpoint
CREATE INDEX "special_prices_item_idx" ON "special_prices" USING btree ("item_idx");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("is_pinned","published_at");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_visit_time_set_ck" CHECK ("categories"."visit_time_set" in ('refrigerator', 'inspection', 'morningAfternoon', 'morningAfternoon14', 'happyCall'));--> statement-breakpoint
ALTER TABLE "item_option_groups" ADD CONSTRAINT "item_option_groups_kind_ck" CHECK ("item_option_groups"."kind" in ('pyeong', 'area', 'addon'));--> statement-breakpoint
ALTER TABLE "item_options" ADD CONSTRAINT "item_options_pyeong_range_ck" CHECK ("item_options"."pyeong_min" is null or "item_options"."pyeong_max" is null or "item_options"."pyeong_min" <= "item_options"."pyeong_max");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_visit_time_set_ck" CHECK ("items"."visit_time_set" is null or "items"."visit_time_set" in ('refrigerator', 'inspection', 'morningAfternoon', 'morningAfternoon14', 'happyCall'));--> statement-breakpoint
ALTER TABLE "special_prices" ADD CONSTRAINT "special_prices_dates_ck" CHECK ("special_prices"."ends_at" is null or "special_prices"."ends_at" > "special_prices"."starts_at");