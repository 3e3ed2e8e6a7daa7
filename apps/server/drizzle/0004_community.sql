CREATE TABLE "staff_accounts" (
	"staff_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_accounts_staff_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "item_review_stats" (
	"item_idx" integer PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_1" integer DEFAULT 0 NOT NULL,
	"rating_2" integer DEFAULT 0 NOT NULL,
	"rating_3" integer DEFAULT 0 NOT NULL,
	"rating_4" integer DEFAULT 0 NOT NULL,
	"rating_5" integer DEFAULT 0 NOT NULL,
	"photo_review_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_review_stats_ck" CHECK ("item_review_stats"."review_count" >= 0 and "item_review_stats"."rating_sum" >= 0 and "item_review_stats"."photo_review_count" between 0 and "item_review_stats"."review_count"
        and "item_review_stats"."rating_1" >= 0 and "item_review_stats"."rating_2" >= 0 and "item_review_stats"."rating_3" >= 0 and "item_review_stats"."rating_4" >= 0 and "item_review_stats"."rating_5" >= 0
        and "item_review_stats"."rating_1" + "item_review_stats"."rating_2" + "item_review_stats"."rating_3" + "item_review_stats"."rating_4" + "item_review_stats"."rating_5" = "item_review_stats"."review_count")
);
--> statement-breakpoint
CREATE TABLE "review_helpfuls" (
	"review_idx" integer NOT NULL,
	"resident_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpfuls_review_idx_resident_idx_pk" PRIMARY KEY("review_idx","resident_idx")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"report_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reports_report_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_idx" integer NOT NULL,
	"resident_idx" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_reason_ck" CHECK ("review_reports"."reason" in ('unrelated', 'abuse', 'obscene', 'privacy', 'promotion', 'other'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"review_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_review_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"line_idx" integer NOT NULL,
	"order_idx" integer NOT NULL,
	"resident_idx" integer NOT NULL,
	"item_idx" integer NOT NULL,
	"partner_idx" integer NOT NULL,
	"category_code" text NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_count" smallint DEFAULT 0 NOT NULL,
	"apartment_idx" integer,
	"apartment_name" text,
	"pyeong" integer,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"hidden_at" timestamp with time zone,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_ck" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_photo_count_ck" CHECK ("reviews"."photo_count" between 0 and 10 and "reviews"."photo_count" = jsonb_array_length("reviews"."photos")),
	CONSTRAINT "reviews_counts_ck" CHECK ("reviews"."helpful_count" >= 0 and "reviews"."report_count" >= 0 and "reviews"."reward_points" >= 0),
	CONSTRAINT "reviews_status_ck" CHECK ("reviews"."status" in ('visible', 'hidden', 'removed', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "answer_likes" (
	"answer_idx" integer NOT NULL,
	"resident_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_likes_answer_idx_resident_idx_pk" PRIMARY KEY("answer_idx","resident_idx")
);
--> statement-breakpoint
CREATE TABLE "answer_reports" (
	"report_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "answer_reports_report_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"answer_idx" integer NOT NULL,
	"resident_idx" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_reports_reason_ck" CHECK ("answer_reports"."reason" in ('unrelated', 'abuse', 'obscene', 'privacy', 'promotion', 'other'))
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"answer_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_answers_answer_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_idx" integer NOT NULL,
	"author_role" text NOT NULL,
	"partner_idx" integer,
	"partner_account_idx" integer,
	"staff_idx" integer,
	"body" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "question_answers_author_ck" CHECK (("question_answers"."author_role" = 'partner' and "question_answers"."partner_idx" is not null and "question_answers"."staff_idx" is null)
        or ("question_answers"."author_role" = 'staff' and "question_answers"."staff_idx" is not null and "question_answers"."partner_idx" is null)),
	CONSTRAINT "question_answers_status_ck" CHECK ("question_answers"."status" in ('visible', 'hidden', 'removed', 'deleted')),
	CONSTRAINT "question_answers_counts_ck" CHECK ("question_answers"."like_count" >= 0 and "question_answers"."report_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "question_likes" (
	"question_idx" integer NOT NULL,
	"resident_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_likes_question_idx_resident_idx_pk" PRIMARY KEY("question_idx","resident_idx")
);
--> statement-breakpoint
CREATE TABLE "question_reads" (
	"question_idx" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "question_reads_question_idx_viewer_key_day_pk" PRIMARY KEY("question_idx","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "question_reports" (
	"report_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_reports_report_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_idx" integer NOT NULL,
	"resident_idx" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_reports_reason_ck" CHECK ("question_reports"."reason" in ('unrelated', 'abuse', 'obscene', 'privacy', 'promotion', 'other'))
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"question_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_question_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_idx" integer NOT NULL,
	"question_type" text NOT NULL,
	"category_code" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "questions_type_ck" CHECK ("questions"."question_type" in ('estimate', 'schedule', 'construction', 'defect', 'product', 'etc')),
	CONSTRAINT "questions_status_ck" CHECK ("questions"."status" in ('visible', 'hidden', 'removed', 'deleted')),
	CONSTRAINT "questions_counts_ck" CHECK ("questions"."read_count" >= 0 and "questions"."like_count" >= 0 and "questions"."answer_count" >= 0 and "questions"."report_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cautions" (
	"caution_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cautions_caution_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_code" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"timing" text DEFAULT 'before' NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "cautions_timing_ck" CHECK ("cautions"."timing" in ('before', 'on_day', 'after'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"event_idx" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "events_event_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"badge" text,
	"image_url" text NOT NULL,
	"sections" jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cta_label" text,
	"cta_path" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"is_published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "events_dates_ck" CHECK ("events"."ends_at" is null or "events"."ends_at" > "events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "zzims" (
	"zzim_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zzims_zzim_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_idx" integer NOT NULL,
	"item_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"consultation_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultations_consultation_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"apartment_idx" integer,
	"complex_name" text NOT NULL,
	"pyeong" integer,
	"preferred_date" date,
	"preferred_time" text NOT NULL,
	"needs" text NOT NULL,
	"survey_response_idx" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"staff_idx" integer,
	"staff_memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_kind_ck" CHECK ("consultations"."kind" in ('homestyling')),
	CONSTRAINT "consultations_time_ck" CHECK ("consultations"."preferred_time" in ('morning', 'afternoon', 'evening', 'anytime')),
	CONSTRAINT "consultations_status_ck" CHECK ("consultations"."status" in ('requested', 'contacted', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"response_idx" integer NOT NULL,
	"question_idx" integer NOT NULL,
	"value" jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_response_idx_question_idx_pk" PRIMARY KEY("response_idx","question_idx")
);
--> statement-breakpoint
CREATE TABLE "survey_categories" (
	"category_idx" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "survey_categories_category_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_idx" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"question_idx" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "survey_questions_question_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_idx" integer NOT NULL,
	"category_idx" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"max_length" integer,
	"sort_order" integer NOT NULL,
	CONSTRAINT "survey_questions_kind_ck" CHECK ("survey_questions"."kind" in ('rating', 'single', 'multiple', 'text'))
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"response_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_responses_response_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_idx" integer NOT NULL,
	"resident_idx" integer NOT NULL,
	"line_idx" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"survey_idx" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "surveys_survey_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_kind_ck" CHECK ("surveys"."kind" in ('satisfaction', 'homestyling'))
);
--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_reason_ck";--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "review_idx" integer;--> statement-breakpoint
ALTER TABLE "item_review_stats" ADD CONSTRAINT "item_review_stats_item_idx_items_item_idx_fk" FOREIGN KEY ("item_idx") REFERENCES "public"."items"("item_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpfuls" ADD CONSTRAINT "review_helpfuls_review_idx_reviews_review_idx_fk" FOREIGN KEY ("review_idx") REFERENCES "public"."reviews"("review_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpfuls" ADD CONSTRAINT "review_helpfuls_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_idx_reviews_review_idx_fk" FOREIGN KEY ("review_idx") REFERENCES "public"."reviews"("review_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_line_idx_order_lines_line_idx_fk" FOREIGN KEY ("line_idx") REFERENCES "public"."order_lines"("line_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_idx_items_item_idx_fk" FOREIGN KEY ("item_idx") REFERENCES "public"."items"("item_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_apartment_idx_apartments_apartment_idx_fk" FOREIGN KEY ("apartment_idx") REFERENCES "public"."apartments"("apartment_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_likes" ADD CONSTRAINT "answer_likes_answer_idx_question_answers_answer_idx_fk" FOREIGN KEY ("answer_idx") REFERENCES "public"."question_answers"("answer_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_likes" ADD CONSTRAINT "answer_likes_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_reports" ADD CONSTRAINT "answer_reports_answer_idx_question_answers_answer_idx_fk" FOREIGN KEY ("answer_idx") REFERENCES "public"."question_answers"("answer_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_reports" ADD CONSTRAINT "answer_reports_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_idx_questions_question_idx_fk" FOREIGN KEY ("question_idx") REFERENCES "public"."questions"("question_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_partner_account_idx_partner_accounts_account_idx_fk" FOREIGN KEY ("partner_account_idx") REFERENCES "public"."partner_accounts"("account_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_staff_idx_staff_accounts_staff_idx_fk" FOREIGN KEY ("staff_idx") REFERENCES "public"."staff_accounts"("staff_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_likes" ADD CONSTRAINT "question_likes_question_idx_questions_question_idx_fk" FOREIGN KEY ("question_idx") REFERENCES "public"."questions"("question_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_likes" ADD CONSTRAINT "question_likes_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reads" ADD CONSTRAINT "question_reads_question_idx_questions_question_idx_fk" FOREIGN KEY ("question_idx") REFERENCES "public"."questions"("question_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_question_idx_questions_question_idx_fk" FOREIGN KEY ("question_idx") REFERENCES "public"."questions"("question_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cautions" ADD CONSTRAINT "cautions_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zzims" ADD CONSTRAINT "zzims_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zzims" ADD CONSTRAINT "zzims_item_idx_items_item_idx_fk" FOREIGN KEY ("item_idx") REFERENCES "public"."items"("item_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_apartment_idx_apartments_apartment_idx_fk" FOREIGN KEY ("apartment_idx") REFERENCES "public"."apartments"("apartment_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_survey_response_idx_survey_responses_response_idx_fk" FOREIGN KEY ("survey_response_idx") REFERENCES "public"."survey_responses"("response_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_staff_idx_staff_accounts_staff_idx_fk" FOREIGN KEY ("staff_idx") REFERENCES "public"."staff_accounts"("staff_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_idx_survey_responses_response_idx_fk" FOREIGN KEY ("response_idx") REFERENCES "public"."survey_responses"("response_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_idx_survey_questions_question_idx_fk" FOREIGN KEY ("question_idx") REFERENCES "public"."survey_questions"("question_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_categories" ADD CONSTRAINT "survey_categories_survey_idx_surveys_survey_idx_fk" FOREIGN KEY ("survey_idx") REFERENCES "public"."surveys"("survey_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_idx_surveys_survey_idx_fk" FOREIGN KEY ("survey_idx") REFERENCES "public"."surveys"("survey_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_category_idx_survey_categories_category_idx_fk" FOREIGN KEY ("category_idx") REFERENCES "public"."survey_categories"("category_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_idx_surveys_survey_idx_fk" FOREIGN KEY ("survey_idx") REFERENCES "public"."surveys"("survey_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_line_idx_order_lines_line_idx_fk" FOREIGN KEY ("line_idx") REFERENCES "public"."order_lines"("line_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_uq" ON "staff_accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_once_uq" ON "review_reports" USING btree ("review_idx","resident_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_line_uq" ON "reviews" USING btree ("line_idx");--> statement-breakpoint
CREATE INDEX "reviews_resident_idx" ON "reviews" USING btree ("resident_idx","review_idx");--> statement-breakpoint
CREATE INDEX "reviews_item_latest_idx" ON "reviews" USING btree ("item_idx","review_idx") WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_item_rating_idx" ON "reviews" USING btree ("item_idx","rating","review_idx") WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_item_rating_low_idx" ON "reviews" USING btree ("item_idx",(6 - "rating"),"review_idx") WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_item_helpful_idx" ON "reviews" USING btree ("item_idx","helpful_count","review_idx") WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_item_photo_latest_idx" ON "reviews" USING btree ("item_idx","review_idx") WHERE "reviews"."status" = 'visible' and "reviews"."photo_count" > 0;--> statement-breakpoint
CREATE INDEX "reviews_item_photo_rating_idx" ON "reviews" USING btree ("item_idx","rating","review_idx") WHERE "reviews"."status" = 'visible' and "reviews"."photo_count" > 0;--> statement-breakpoint
CREATE INDEX "reviews_item_photo_rating_low_idx" ON "reviews" USING btree ("item_idx",(6 - "rating"),"review_idx") WHERE "reviews"."status" = 'visible' and "reviews"."photo_count" > 0;--> statement-breakpoint
CREATE INDEX "reviews_item_photo_helpful_idx" ON "reviews" USING btree ("item_idx","helpful_count","review_idx") WHERE "reviews"."status" = 'visible' and "reviews"."photo_count" > 0;--> statement-breakpoint
CREATE INDEX "reviews_item_apartment_idx" ON "reviews" USING btree ("item_idx","apartment_idx","review_idx") WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_category_idx" ON "reviews" USING btree ("category_code","review_idx") WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("hidden_at") WHERE "reviews"."status" = 'hidden';--> statement-breakpoint
CREATE UNIQUE INDEX "answer_reports_once_uq" ON "answer_reports" USING btree ("answer_idx","resident_idx");--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_idx","answer_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_partner_once_uq" ON "question_answers" USING btree ("question_idx","partner_idx") WHERE "question_answers"."author_role" = 'partner' and "question_answers"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX "question_reads_day_idx" ON "question_reads" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "question_reports_once_uq" ON "question_reports" USING btree ("question_idx","resident_idx");--> statement-breakpoint
CREATE INDEX "questions_latest_idx" ON "questions" USING btree ("question_idx") WHERE "questions"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "questions_type_idx" ON "questions" USING btree ("question_type","question_idx") WHERE "questions"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "questions_category_idx" ON "questions" USING btree ("category_code","question_idx") WHERE "questions"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "questions_resident_idx" ON "questions" USING btree ("resident_idx","question_idx");--> statement-breakpoint
CREATE INDEX "cautions_category_idx" ON "cautions" USING btree ("category_code","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "zzims_resident_item_uq" ON "zzims" USING btree ("resident_idx","item_idx");--> statement-breakpoint
CREATE INDEX "zzims_resident_idx" ON "zzims" USING btree ("resident_idx","zzim_idx");--> statement-breakpoint
CREATE INDEX "consultations_resident_idx" ON "consultations" USING btree ("resident_idx","consultation_idx");--> statement-breakpoint
CREATE INDEX "consultations_status_idx" ON "consultations" USING btree ("status","consultation_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_survey_response_uq" ON "consultations" USING btree ("survey_response_idx");--> statement-breakpoint
CREATE INDEX "survey_categories_survey_idx" ON "survey_categories" USING btree ("survey_idx","sort_order");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_idx","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_line_uq" ON "survey_responses" USING btree ("survey_idx","line_idx") WHERE "survey_responses"."line_idx" is not null;--> statement-breakpoint
CREATE INDEX "survey_responses_resident_idx" ON "survey_responses" USING btree ("resident_idx","survey_idx");--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_review_idx_reviews_review_idx_fk" FOREIGN KEY ("review_idx") REFERENCES "public"."reviews"("review_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_review_once_uq" ON "point_ledger" USING btree ("review_idx","reason") WHERE "point_ledger"."reason" in ('review', 'review_cancel');--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_review_ck" CHECK ("point_ledger"."reason" not in ('review', 'review_cancel') or "point_ledger"."review_idx" is not null);--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_reason_ck" CHECK ("point_ledger"."reason" in ('referral', 'event', 'purchase', 'purchase_cancel', 'spend', 'spend_return', 'refund', 'review', 'review_cancel'));