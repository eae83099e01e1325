ALTER TABLE "sign_in_attempts" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_requests" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "second_step_failures" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;