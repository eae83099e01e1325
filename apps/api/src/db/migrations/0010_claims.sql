CREATE TABLE "claim_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"claim_type" integer NOT NULL,
	"status" text NOT NULL,
	"gross_cents" bigint NOT NULL,
	"fee_cents" bigint,
	"tax_cents" bigint,
	"net_cents" bigint,
	"directive_number" text,
	"decline_reason" text,
	"bank_name" text,
	"bank_branch_code" text,
	"bank_account_type" integer,
	"bank_account_last4" text,
	"submitted_on" date,
	"paid_on" date,
	"idempotency_key" text,
	"draft" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_type_check" CHECK ("claims"."claim_type" in (0, 1, 2, 4, 5)),
	CONSTRAINT "claims_gross_check" CHECK ("claims"."gross_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_case_no_key" ON "claims" USING btree ("case_no");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_idempotency_key" ON "claims" USING btree ("member_id","idempotency_key") WHERE "claims"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "claims_member_idx" ON "claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_membership_idx" ON "claims" USING btree ("membership_id");--> statement-breakpoint
-- A claim's status history is history: never updated or deleted (like the audit tables).
CREATE FUNCTION claim_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'claim_events is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER claim_events_no_update BEFORE UPDATE OR DELETE ON claim_events
  FOR EACH ROW EXECUTE FUNCTION claim_events_append_only();
