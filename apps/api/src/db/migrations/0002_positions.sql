CREATE TABLE "positions" (
	"membership_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"as_of" date NOT NULL,
	"units" bigint NOT NULL,
	CONSTRAINT "positions_membership_id_portfolio_id_bucket_as_of_pk" PRIMARY KEY("membership_id","portfolio_id","bucket","as_of")
);
--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;