CREATE TABLE "product_portfolios" (
	"product_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	CONSTRAINT "product_portfolios_product_id_portfolio_id_pk" PRIMARY KEY("product_id","portfolio_id")
);
--> statement-breakpoint
ALTER TABLE "product_portfolios" ADD CONSTRAINT "product_portfolios_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_portfolios" ADD CONSTRAINT "product_portfolios_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A book loaded before the ranges were stated: every portfolio its members hold is in their product's range.
INSERT INTO "product_portfolios" ("product_id", "portfolio_id")
  SELECT DISTINCT m.product_id, mp.portfolio_id FROM memberships m JOIN membership_portfolios mp ON mp.membership_id = m.id
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- What every member of a product reads (migration 0017): the product's range, its group cover and its portfolios' asset mixes.
CREATE TRIGGER product_portfolios_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_portfolios FOR EACH STATEMENT EXECUTE FUNCTION data_changed_for_everyone();--> statement-breakpoint
CREATE TRIGGER group_cover_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_cover FOR EACH STATEMENT EXECUTE FUNCTION data_changed_for_everyone();--> statement-breakpoint
CREATE TRIGGER portfolio_asset_mix_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portfolio_asset_mix FOR EACH STATEMENT EXECUTE FUNCTION data_changed_for_everyone();
