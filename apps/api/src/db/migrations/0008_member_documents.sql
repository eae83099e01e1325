CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" integer NOT NULL,
	"membership_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"request" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"content" "bytea",
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "member_documents_completed_has_content" CHECK (("member_documents"."status" = 'Completed') = ("member_documents"."content" is not null))
);
--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_question_key" ON "faq_entries" USING btree ("category","question");--> statement-breakpoint
CREATE UNIQUE INDEX "member_documents_file_id_key" ON "member_documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_documents_dedupe_key" ON "member_documents" USING btree ("member_id","dedupe_key") WHERE "member_documents"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "member_documents_member_idx" ON "member_documents" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_documents_open_idx" ON "member_documents" USING btree ("status") WHERE "member_documents"."status" in ('Pending', 'InFlight');