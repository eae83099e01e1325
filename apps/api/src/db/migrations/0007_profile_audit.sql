CREATE TABLE "profile_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"actor" text NOT NULL,
	"source" text NOT NULL,
	"fields" text[] NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_audit" ADD CONSTRAINT "profile_audit_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_audit_member_idx" ON "profile_audit" USING btree ("member_id","at");--> statement-breakpoint
-- Profile changes are history: never updated or deleted (append-only, like nomination_audit).
CREATE FUNCTION profile_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'profile_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profile_audit_no_update BEFORE UPDATE OR DELETE ON profile_audit
  FOR EACH ROW EXECUTE FUNCTION profile_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER profile_audit_no_truncate BEFORE TRUNCATE ON profile_audit
  FOR EACH STATEMENT EXECUTE FUNCTION profile_audit_append_only();
