CREATE TABLE "member_daily_quotas" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_quotas_member_id_kind_day_pk" PRIMARY KEY("member_id","kind","day"),
	CONSTRAINT "member_daily_quotas_kind_check" CHECK ("member_daily_quotas"."kind" in ('upload', 'death-report')),
	CONSTRAINT "member_daily_quotas_count_check" CHECK ("member_daily_quotas"."count" >= 0 and "member_daily_quotas"."bytes" >= 0)
);
--> statement-breakpoint
DROP INDEX "deceased_member_alerts_reporter_idx";--> statement-breakpoint
-- References are drawn at random from now on (no longer the id in eight digits); the references
-- already given keep their values.
ALTER TABLE "deceased_member_alerts" ALTER COLUMN "reference" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "member_daily_quotas" ADD CONSTRAINT "member_daily_quotas_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One report per reporter and deceased ID number from here on: a repeat answers the first
-- report's reference. Repeats stored before are the same report again: each one's first is kept.
DELETE FROM "deceased_member_alerts" AS "later" USING "deceased_member_alerts" AS "first"
WHERE "later"."reported_by_member_id" = "first"."reported_by_member_id"
  AND "later"."deceased_id_number" = "first"."deceased_id_number"
  AND "later"."id" > "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "deceased_member_alerts_reporter_deceased_key" ON "deceased_member_alerts" USING btree ("reported_by_member_id","deceased_id_number");