CREATE TABLE "external_funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"value_cents" bigint NOT NULL,
	"value_date" date NOT NULL,
	"monthly_contribution_cents" bigint,
	"notes" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"id_number" text,
	"passport_number" text,
	"email_address" text,
	"contact_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_funds_value_check" CHECK ("external_funds"."value_cents" >= 0),
	CONSTRAINT "external_funds_monthly_contribution_check" CHECK ("external_funds"."monthly_contribution_cents" is null or "external_funds"."monthly_contribution_cents" >= 0),
	CONSTRAINT "external_funds_product_name_check" CHECK (char_length(btrim("external_funds"."product_name")) between 2 and 100)
);
--> statement-breakpoint
ALTER TABLE "external_funds" ADD CONSTRAINT "external_funds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_funds_member_product_name_key" ON "external_funds" USING btree ("member_id",lower(btrim("product_name")));--> statement-breakpoint
CREATE INDEX "external_funds_member_idx" ON "external_funds" USING btree ("member_id","created_at");