CREATE TABLE "membership_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"since" date NOT NULL,
	"until" date
);
--> statement-breakpoint
ALTER TABLE "membership_blocks" ADD CONSTRAINT "membership_blocks_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_blocks_membership_idx" ON "membership_blocks" USING btree ("membership_id");