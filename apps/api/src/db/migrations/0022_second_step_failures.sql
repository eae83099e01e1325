CREATE TABLE "second_step_failures" (
	"member_id" integer NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "second_step_failures" ADD CONSTRAINT "second_step_failures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "second_step_failures_member_idx" ON "second_step_failures" USING btree ("member_id","attempted_at");