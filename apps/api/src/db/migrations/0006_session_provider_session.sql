ALTER TABLE "sessions" ADD COLUMN "provider_session_uid" text;--> statement-breakpoint
CREATE INDEX "sessions_provider_session_idx" ON "sessions" USING btree ("provider_session_uid");