CREATE TABLE "correction_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"detail" text NOT NULL,
	"value_asked" text NOT NULL,
	"reason" text NOT NULL,
	"lodged_on" date NOT NULL,
	"answer_due_on" date NOT NULL,
	"answered_on" date,
	"outcome" text,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correction_requests_answer_check" CHECK (("correction_requests"."answered_on" is null) = ("correction_requests"."outcome" is null) and ("correction_requests"."outcome" is null) = ("correction_requests"."answer" is null))
);
--> statement-breakpoint
CREATE TABLE "member_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text DEFAULT 'portal' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "correction_requests_thread_key" ON "correction_requests" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "correction_requests_member_idx" ON "correction_requests" USING btree ("member_id","lodged_on");--> statement-breakpoint
CREATE INDEX "member_consents_member_idx" ON "member_consents" USING btree ("member_id","kind","at");