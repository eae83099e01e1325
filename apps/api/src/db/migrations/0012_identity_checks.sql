CREATE TABLE "deceased_member_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text GENERATED ALWAYS AS ('DMA' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"reported_by_member_id" integer NOT NULL,
	"deceased_first_name" text NOT NULL,
	"deceased_last_name" text NOT NULL,
	"deceased_id_number" text NOT NULL,
	"date_of_death" date NOT NULL,
	"relationship" text NOT NULL,
	"reporter_name" text NOT NULL,
	"reporter_phone" text NOT NULL,
	"reporter_email" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"id_number" text NOT NULL,
	"surname" text NOT NULL,
	"result" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kba_attempts" (
	"request_id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"answer_key" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"asked_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"passed" boolean,
	"correct_count" integer,
	"question_count" integer
);
--> statement-breakpoint
CREATE TABLE "member_kba_records" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"previous_employer" text NOT NULL,
	"previous_suburb" text NOT NULL,
	"previous_cell_last_four" text NOT NULL,
	"transferred_from_fund" text NOT NULL,
	"previous_postal_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deceased_member_alerts" ADD CONSTRAINT "deceased_member_alerts_reported_by_member_id_members_id_fk" FOREIGN KEY ("reported_by_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kba_attempts" ADD CONSTRAINT "kba_attempts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_kba_records" ADD CONSTRAINT "member_kba_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deceased_member_alerts_reference_key" ON "deceased_member_alerts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "deceased_member_alerts_reporter_idx" ON "deceased_member_alerts" USING btree ("reported_by_member_id");--> statement-breakpoint
CREATE INDEX "identity_verifications_member_idx" ON "identity_verifications" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "kba_attempts_member_idx" ON "kba_attempts" USING btree ("member_id","answered_at");