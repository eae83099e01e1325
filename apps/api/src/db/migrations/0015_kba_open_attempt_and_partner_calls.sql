CREATE TABLE "partner_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"partner" text NOT NULL,
	"claim_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_calls_partner_check" CHECK ("partner_calls"."partner" in ('bank-verification', 'id-verification'))
);
--> statement-breakpoint
ALTER TABLE "kba_attempts" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_calls" ADD CONSTRAINT "partner_calls_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_calls" ADD CONSTRAINT "partner_calls_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_calls_member_idx" ON "partner_calls" USING btree ("member_id","partner","at");--> statement-breakpoint
CREATE INDEX "partner_calls_claim_idx" ON "partner_calls" USING btree ("claim_id","partner");--> statement-breakpoint
-- At most one open attempt per member from here on: the open attempts a race left behind, all but
-- each member's newest, are closed as expired (an expired attempt never counted as failed).
UPDATE "kba_attempts" SET "expired_at" = now()
WHERE "answered_at" IS NULL AND "request_id" NOT IN (
  SELECT DISTINCT ON ("member_id") "request_id" FROM "kba_attempts"
  WHERE "answered_at" IS NULL ORDER BY "member_id", "created_at" DESC, "request_id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "kba_attempts_one_open_key" ON "kba_attempts" USING btree ("member_id") WHERE "kba_attempts"."answered_at" is null and "kba_attempts"."expired_at" is null;