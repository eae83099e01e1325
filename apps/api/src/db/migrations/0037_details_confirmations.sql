CREATE TABLE "details_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"confirmed_on" date NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contact" jsonb NOT NULL,
	"nominations" jsonb NOT NULL,
	"digest" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "details_confirmations" ADD CONSTRAINT "details_confirmations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "details_confirmations_member_idx" ON "details_confirmations" USING btree ("member_id","confirmed_on");