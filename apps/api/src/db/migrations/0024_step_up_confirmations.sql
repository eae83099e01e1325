CREATE TABLE "step_up_confirmations" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"session_id_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"summary" jsonb NOT NULL,
	"details_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "step_up_confirmations" ADD CONSTRAINT "step_up_confirmations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "step_up_confirmations_member_idx" ON "step_up_confirmations" USING btree ("member_id","created_at");