CREATE TABLE "group_cover" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"risk_premium_bp" integer NOT NULL,
	"death_multiple_bp" integer,
	"death_premium_bp" integer DEFAULT 0 NOT NULL,
	"disability_kind" text,
	"disability_benefit_bp" integer,
	"disability_to_age" integer,
	"disability_premium_bp" integer DEFAULT 0 NOT NULL,
	"funeral_cents" bigint,
	"funeral_premium_bp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_cover_premiums_check" CHECK ("group_cover"."death_premium_bp" + "group_cover"."disability_premium_bp" + "group_cover"."funeral_premium_bp" = "group_cover"."risk_premium_bp"),
	CONSTRAINT "group_cover_none_check" CHECK ("group_cover"."risk_premium_bp" > 0 or ("group_cover"."death_multiple_bp" is null and "group_cover"."disability_kind" is null and "group_cover"."funeral_cents" is null)),
	CONSTRAINT "group_cover_disability_check" CHECK (("group_cover"."disability_kind" is null) = ("group_cover"."disability_benefit_bp" is null) and ("group_cover"."disability_kind" = 'income') = ("group_cover"."disability_to_age" is not null))
);
--> statement-breakpoint
ALTER TABLE "group_cover" ADD CONSTRAINT "group_cover_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;