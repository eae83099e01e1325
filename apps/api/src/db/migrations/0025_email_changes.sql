CREATE TABLE "email_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"new_address" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resends" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "email_changes_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "email_changes_cancel_token_hash_unique" UNIQUE("cancel_token_hash")
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_one_open_per_member" ON "email_changes" USING btree ("member_id") WHERE "email_changes"."closed_at" is null;--> statement-breakpoint
-- The profile's answer shows the change waiting to be confirmed: writing it moves the member's
-- data version like the other tables the member's answers read (0017).
CREATE TRIGGER email_changes_data_changed_insert AFTER INSERT ON email_changes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION data_changed_by_member_id();--> statement-breakpoint
CREATE TRIGGER email_changes_data_changed_delete AFTER DELETE ON email_changes REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION data_changed_by_member_id();--> statement-breakpoint
CREATE TRIGGER email_changes_data_changed_update_old AFTER UPDATE ON email_changes REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION data_changed_by_member_id();--> statement-breakpoint
CREATE TRIGGER email_changes_data_changed_update_new AFTER UPDATE ON email_changes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION data_changed_by_member_id();--> statement-breakpoint
CREATE TRIGGER email_changes_data_changed_truncate AFTER TRUNCATE ON email_changes FOR EACH STATEMENT EXECUTE FUNCTION data_changed_for_everyone();
