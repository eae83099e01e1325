CREATE TABLE "portfolio_asset_mix" (
	"portfolio_id" integer NOT NULL,
	"asset_class" text NOT NULL,
	"share_bp" integer NOT NULL,
	CONSTRAINT "portfolio_asset_mix_portfolio_id_asset_class_pk" PRIMARY KEY("portfolio_id","asset_class"),
	CONSTRAINT "portfolio_asset_mix_share_check" CHECK ("portfolio_asset_mix"."share_bp" between 0 and 10000),
	CONSTRAINT "portfolio_asset_mix_class_check" CHECK ("portfolio_asset_mix"."asset_class" in ('saEquity', 'property', 'bonds', 'cash', 'globalEquity', 'globalBonds'))
);
--> statement-breakpoint
ALTER TABLE "portfolio_asset_mix" ADD CONSTRAINT "portfolio_asset_mix_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;