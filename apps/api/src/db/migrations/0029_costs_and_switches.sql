CREATE TABLE "portfolio_benchmark_levels" (
	"portfolio_id" integer NOT NULL,
	"month_end" date NOT NULL,
	"level_micro" bigint NOT NULL,
	CONSTRAINT "portfolio_benchmark_levels_portfolio_id_month_end_pk" PRIMARY KEY("portfolio_id","month_end")
);
--> statement-breakpoint
CREATE TABLE "portfolio_top_holdings" (
	"portfolio_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"share_bp" integer NOT NULL,
	CONSTRAINT "portfolio_top_holdings_portfolio_id_position_pk" PRIMARY KEY("portfolio_id","position"),
	CONSTRAINT "portfolio_top_holdings_share_check" CHECK ("portfolio_top_holdings"."share_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "switch_instructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"scope" text NOT NULL,
	"targets" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refused_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cut_off_at" timestamp with time zone NOT NULL,
	"trade_date" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"hub_reference" text,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "switch_instructions_refused_check" CHECK (("switch_instructions"."status" = 'refused') = ("switch_instructions"."refused_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "admin_fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "admin_fee_cap_bp" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "asset_fee_bp" integer;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "transaction_costs_bp" integer;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "asisa_category" text;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "benchmark_name" text;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "manager" text;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "regulation28_compliant" boolean;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "inception_date" date;--> statement-breakpoint
ALTER TABLE "product_portfolios" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "switch_instruction_id" integer;--> statement-breakpoint
ALTER TABLE "portfolio_benchmark_levels" ADD CONSTRAINT "portfolio_benchmark_levels_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_top_holdings" ADD CONSTRAINT "portfolio_top_holdings_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "switch_instructions" ADD CONSTRAINT "switch_instructions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "switch_instructions" ADD CONSTRAINT "switch_instructions_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "switch_instructions_member_idx" ON "switch_instructions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "switch_instructions_one_pending_key" ON "switch_instructions" USING btree ("membership_id") WHERE "switch_instructions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "product_portfolios_one_default_key" ON "product_portfolios" USING btree ("product_id") WHERE "product_portfolios"."is_default";--> statement-breakpoint
-- Migration 0017: a member's switch instructions move the member's data version; a portfolio's
-- top holdings and benchmark are read by every member.
CREATE TRIGGER switch_instructions_data_changed_insert AFTER INSERT ON switch_instructions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION data_changed_by_member_id();--> statement-breakpoint
CREATE TRIGGER switch_instructions_data_changed_delete AFTER DELETE ON switch_instructions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION data_changed_by_member_id();--> statement-breakpoint
CREATE TRIGGER switch_instructions_data_changed_update_old AFTER UPDATE ON switch_instructions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION data_changed_by_member_id();--> statement-breakpoint
CREATE TRIGGER switch_instructions_data_changed_update_new AFTER UPDATE ON switch_instructions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION data_changed_by_member_id();--> statement-breakpoint
CREATE TRIGGER switch_instructions_data_changed_truncate AFTER TRUNCATE ON switch_instructions FOR EACH STATEMENT EXECUTE FUNCTION data_changed_for_everyone();--> statement-breakpoint
CREATE TRIGGER portfolio_top_holdings_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portfolio_top_holdings FOR EACH STATEMENT EXECUTE FUNCTION data_changed_for_everyone();--> statement-breakpoint
CREATE TRIGGER portfolio_benchmark_levels_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portfolio_benchmark_levels FOR EACH STATEMENT EXECUTE FUNCTION data_changed_for_everyone();
