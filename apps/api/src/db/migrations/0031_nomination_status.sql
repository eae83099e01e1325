ALTER TABLE "nominations" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "received_on" date;