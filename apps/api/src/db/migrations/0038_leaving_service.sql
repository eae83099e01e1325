CREATE TABLE "counselling_acknowledgements" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"material_version" text NOT NULL,
	"acknowledged_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"member_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"receiving_fund_name" text NOT NULL,
	"receiving_fund_registration" text NOT NULL,
	"receiving_fund_type" text NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"requested_on" date NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_step_at" timestamp with time zone,
	"step_attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counselling_acknowledgements" ADD CONSTRAINT "counselling_acknowledgements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_acknowledgements" ADD CONSTRAINT "counselling_acknowledgements_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counselling_acknowledgements_version_key" ON "counselling_acknowledgements" USING btree ("membership_id","material_version");--> statement-breakpoint
CREATE INDEX "counselling_acknowledgements_member_idx" ON "counselling_acknowledgements" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_requests_reference_key" ON "transfer_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "transfer_requests_member_idx" ON "transfer_requests" USING btree ("member_id","membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_requests_open_key" ON "transfer_requests" USING btree ("membership_id") WHERE "transfer_requests"."status" <> 'Completed';--> statement-breakpoint
CREATE INDEX "transfer_requests_due_idx" ON "transfer_requests" USING btree ("next_step_at");