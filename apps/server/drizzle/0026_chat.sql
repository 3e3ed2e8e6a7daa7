CREATE TABLE "chat_canned_answers" (
	"canned_answer_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_canned_answers_canned_answer_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"message_idx" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_message_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_idx" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_idx" integer,
	"sender_name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_text_ck" CHECK (char_length("chat_messages"."text") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"thread_idx" integer NOT NULL,
	"participant" text NOT NULL,
	"last_read_idx" bigint DEFAULT 0 NOT NULL,
	"notice_read_idx" bigint,
	"noticed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reads_thread_idx_participant_pk" PRIMARY KEY("thread_idx","participant")
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"thread_idx" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_threads_thread_idx_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"resident_idx" integer NOT NULL,
	"order_idx" integer,
	"partner_idx" integer,
	"line_idx" integer,
	"plan_application_idx" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"last_message_idx" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_threads_kind_ck" CHECK (("chat_threads"."kind" = 'staff' and "chat_threads"."order_idx" is null and "chat_threads"."partner_idx" is null) or ("chat_threads"."kind" = 'order' and "chat_threads"."order_idx" is not null and "chat_threads"."partner_idx" is not null and "chat_threads"."plan_application_idx" is null))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_idx_chat_threads_thread_idx_fk" FOREIGN KEY ("thread_idx") REFERENCES "public"."chat_threads"("thread_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_thread_idx_chat_threads_thread_idx_fk" FOREIGN KEY ("thread_idx") REFERENCES "public"."chat_threads"("thread_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_resident_idx_residents_resident_idx_fk" FOREIGN KEY ("resident_idx") REFERENCES "public"."residents"("resident_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_partner_idx_partners_partner_idx_fk" FOREIGN KEY ("partner_idx") REFERENCES "public"."partners"("partner_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_line_idx_order_lines_line_idx_fk" FOREIGN KEY ("line_idx") REFERENCES "public"."order_lines"("line_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key_uq" ON "chat_messages" USING btree ("thread_idx","sender","client_key");--> statement-breakpoint
CREATE INDEX "chat_messages_thread_idx" ON "chat_messages" USING btree ("thread_idx","message_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_threads_open_staff_uq" ON "chat_threads" USING btree ("resident_idx") WHERE "chat_threads"."kind" = 'staff' and "chat_threads"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_threads_order_partner_uq" ON "chat_threads" USING btree ("order_idx","partner_idx") WHERE "chat_threads"."kind" = 'order';--> statement-breakpoint
CREATE INDEX "chat_threads_resident_idx" ON "chat_threads" USING btree ("resident_idx","last_message_idx");--> statement-breakpoint
CREATE INDEX "chat_threads_partner_idx" ON "chat_threads" USING btree ("partner_idx","last_message_idx");--> statement-breakpoint
CREATE INDEX "chat_threads_staff_idx" ON "chat_threads" USING btree ("kind","status","waiting_since");