CREATE TABLE "data_archives" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'Preparing' NOT NULL,
	"requested_on" date NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"size_bytes" integer,
	"content" "bytea",
	CONSTRAINT "data_archives_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "data_archives" ADD CONSTRAINT "data_archives_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_archives_member_idx" ON "data_archives" USING btree ("member_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_archives_member_day_key" ON "data_archives" USING btree ("member_id","requested_on");--> statement-breakpoint
CREATE INDEX "data_archives_open_idx" ON "data_archives" USING btree ("status");