CREATE TABLE "message_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"message_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"member_id" integer NOT NULL,
	"topic" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"reply_due_at" timestamp with time zone,
	"reply_attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"asks_for_document" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_messages_sender_check" CHECK ("thread_messages"."sender" in ('member', 'fund'))
);
--> statement-breakpoint
ALTER TABLE "member_daily_quotas" DROP CONSTRAINT "member_daily_quotas_kind_check";--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_thread_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_attachments_file_id_key" ON "message_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_reference_key" ON "message_threads" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_idempotency_key" ON "message_threads" USING btree ("member_id","idempotency_key") WHERE "message_threads"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "message_threads_member_idx" ON "message_threads" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "message_threads_due_idx" ON "message_threads" USING btree ("reply_due_at") WHERE "message_threads"."status" = 'WaitingForFund';--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "thread_messages_idempotency_key" ON "thread_messages" USING btree ("thread_id","idempotency_key") WHERE "thread_messages"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "member_daily_quotas" ADD CONSTRAINT "member_daily_quotas_kind_check" CHECK ("member_daily_quotas"."kind" in ('upload', 'death-report', 'message'));