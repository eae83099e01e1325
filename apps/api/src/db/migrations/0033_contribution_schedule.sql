CREATE TABLE "contribution_schedule" (
	"membership_id" integer NOT NULL,
	"month" date NOT NULL,
	"annual_salary_cents" bigint NOT NULL,
	"member_rate_bp" integer NOT NULL,
	"employer_rate_bp" integer NOT NULL,
	"member_due_cents" bigint NOT NULL,
	"employer_due_cents" bigint NOT NULL,
	"due_date" date NOT NULL,
	CONSTRAINT "contribution_schedule_membership_id_month_pk" PRIMARY KEY("membership_id","month"),
	CONSTRAINT "contribution_schedule_due_check" CHECK ("contribution_schedule"."member_due_cents" >= 0 and "contribution_schedule"."employer_due_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_notices" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "contribution_schedule" ADD CONSTRAINT "contribution_schedule_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_notices_event_key_idx" ON "member_notices" USING btree ("member_id","event_key") WHERE "member_notices"."event_key" is not null;