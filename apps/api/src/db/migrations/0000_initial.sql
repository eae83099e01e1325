CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"nominee_identifier" integer NOT NULL,
	"beneficiary_type_id" integer NOT NULL,
	"gender_id" integer,
	"title_id" integer NOT NULL,
	"relationship_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"initials" text,
	"date_of_birth" date NOT NULL,
	"identity_number" text,
	"passport_number" text,
	"expiry_date" date,
	"country" text,
	"country_code" text,
	"phone_number" text,
	"email" text,
	"notes" text,
	"allocation_bp" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text NOT NULL,
	CONSTRAINT "beneficiaries_allocation_check" CHECK ("beneficiaries"."allocation_bp" > 0 and "beneficiaries"."allocation_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "cover_amounts" (
	"cover_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "cover_amounts_cover_id_position_pk" PRIMARY KEY("cover_id","position")
);
--> statement-breakpoint
CREATE TABLE "covers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"header" text NOT NULL,
	"case_key" text NOT NULL,
	"case_member_key" text NOT NULL,
	"fund_name" text NOT NULL,
	"member_number" text NOT NULL,
	"source_system_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "idp_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "idp_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"af_group_id" text NOT NULL,
	"identifier_type" text NOT NULL,
	"title" text,
	"initials" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text,
	"marital_status" text,
	"retirement_age" integer,
	"smoking_ind" boolean,
	"id_number" text,
	"passport_number" text,
	"passport_expiry_date" date,
	"passport_country" text,
	"sam_account" text,
	"primary_contact_number" text,
	"recovery_contact_number" text,
	"work_number" text,
	"home_number" text,
	"primary_email_address" text,
	"recovery_email_address" text,
	"address_street" text,
	"address_suburb" text,
	"address_city" text,
	"address_postal_code" text,
	"address_country" text,
	"registration_type" text,
	"preferred_contact_method" text,
	"employer" text,
	"employee_number" text,
	"user_pin" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_identity_check" CHECK (("members"."identifier_type" = 'ID' and "members"."id_number" is not null) or ("members"."identifier_type" = 'Passport' and "members"."passport_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "membership_portfolios" (
	"membership_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"contribution_allocation_bp" integer NOT NULL,
	"effective_date" date NOT NULL,
	CONSTRAINT "membership_portfolios_membership_id_portfolio_id_pk" PRIMARY KEY("membership_id","portfolio_id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"membership_number" text NOT NULL,
	"ref_num1" text,
	"case_member_key" text NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"is_custom_view" boolean DEFAULT false NOT NULL,
	"account_status" text,
	"master_member_status" text,
	"category" text,
	"bill_group" text,
	"payroll_ref" text,
	"date_joined" date NOT NULL,
	"date_joined_scheme" date,
	"date_of_transfer" date,
	"pensionable_service_date" date,
	"account_status_effective_date" date,
	"normal_retirement_date" date,
	"pension_service_commencement_date" date,
	"annual_pensionable_salary_cents" bigint,
	"member_contribution_rate_bp" integer,
	"employer_contribution_rate_bp" integer,
	"last_contribution_rate_bp" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomination_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nomination_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"version_before" integer NOT NULL,
	"version_after" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nominations" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"nomination_type_id" integer NOT NULL,
	"membership_id" integer,
	"cover_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nominations_type_check" CHECK ("nominations"."nomination_type_id" in (1, 2, 3)),
	CONSTRAINT "nominations_target_check" CHECK (("nominations"."nomination_type_id" = 2 and "nominations"."membership_id" is not null and "nominations"."cover_id" is null) or ("nominations"."nomination_type_id" in (1, 3) and "nominations"."cover_id" is not null and "nominations"."membership_id" is null))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"navigation_type" text NOT NULL,
	"source_systems" jsonb NOT NULL,
	"category_title_to_display" text NOT NULL,
	"html_content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'ZAR' NOT NULL,
	"exchange_rate_micro" bigint DEFAULT 1000000 NOT NULL,
	"udw_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"scheme_number" text NOT NULL,
	"full_product_name" text NOT NULL,
	"heading" text NOT NULL,
	"fund_name" text NOT NULL,
	"scheme_name" text,
	"scheme_number_ref" text,
	"employer_name" text,
	"source_system_name" text NOT NULL,
	"product_type_category" text NOT NULL,
	"is_global_product" boolean DEFAULT false NOT NULL,
	"two_pot_indicator" text DEFAULT 'N' NOT NULL,
	"nob_indicator" text DEFAULT 'N' NOT NULL,
	"case_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"goal_category" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"af_group_id" text NOT NULL,
	"subject" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"id_token" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"username" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"tx_date" date NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"units" bigint NOT NULL,
	"unit_price_micro" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pot" text NOT NULL,
	"vested_status" text,
	CONSTRAINT "transactions_sign_check" CHECK (("transactions"."amount_cents" >= 0 and "transactions"."units" >= 0 and "transactions"."type" in ('contribution','transfer_in','switch_in')) or ("transactions"."amount_cents" <= 0 and "transactions"."units" <= 0 and "transactions"."type" in ('withdrawal','fee','switch_out'))),
	CONSTRAINT "transactions_vested_status_check" CHECK (("transactions"."pot" = 'vested') = ("transactions"."vested_status" is not null))
);
--> statement-breakpoint
CREATE TABLE "unit_prices" (
	"portfolio_id" integer NOT NULL,
	"price_date" date NOT NULL,
	"price_micro" bigint NOT NULL,
	CONSTRAINT "unit_prices_portfolio_id_price_date_pk" PRIMARY KEY("portfolio_id","price_date"),
	CONSTRAINT "unit_prices_positive" CHECK ("unit_prices"."price_micro" > 0)
);
--> statement-breakpoint
CREATE TABLE "value_sets" (
	"type" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "value_sets_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_amounts" ADD CONSTRAINT "cover_amounts_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_portfolios" ADD CONSTRAINT "membership_portfolios_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_portfolios" ADD CONSTRAINT "membership_portfolios_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_leads" ADD CONSTRAINT "referral_leads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_prices" ADD CONSTRAINT "unit_prices_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_key" ON "accounts" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_nomination_order_key" ON "beneficiaries" USING btree ("nomination_id","nominee_identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "covers_case_member_key_key" ON "covers" USING btree ("case_member_key");--> statement-breakpoint
CREATE INDEX "covers_member_idx" ON "covers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "idp_payloads_grant_idx" ON "idp_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_payloads_uid_idx" ON "idp_payloads" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "members_af_group_id_key" ON "members" USING btree ("af_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_member_product_key" ON "memberships" USING btree ("member_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_case_member_key_key" ON "memberships" USING btree ("case_member_key");--> statement-breakpoint
CREATE INDEX "memberships_product_idx" ON "memberships" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "nomination_audit_nomination_idx" ON "nomination_audit" USING btree ("nomination_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "nominations_membership_key" ON "nominations" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nominations_cover_key" ON "nominations" USING btree ("cover_id");--> statement-breakpoint
CREATE INDEX "nominations_member_idx" ON "nominations" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_code_key" ON "portfolios" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_udw_id_key" ON "portfolios" USING btree ("udw_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_scheme_number_key" ON "products" USING btree ("scheme_number");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_username_idx" ON "sign_in_attempts" USING btree ("username","attempted_at");--> statement-breakpoint
CREATE INDEX "transactions_membership_date_idx" ON "transactions" USING btree ("membership_id","tx_date");