CREATE TABLE "member_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"lines" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "caught_sms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_number" text NOT NULL,
	"text" text NOT NULL,
	"gateway_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_preferences" (
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"email" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_preferences_member_id_category_pk" PRIMARY KEY("member_id","category")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"kind" text NOT NULL,
	"to_number" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"gateway_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_notices" ADD CONSTRAINT "member_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notices_member_idx" ON "member_notices" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_notices_unread_idx" ON "member_notices" USING btree ("member_id") WHERE "member_notices"."read_at" is null;--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_member_idx" ON "sms_outbox" USING btree ("member_id","created_at");