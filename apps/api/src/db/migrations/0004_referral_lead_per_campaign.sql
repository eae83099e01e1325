-- One referral lead per member per campaign (a lead holds the member's ID number): the campaign
-- is taken from each stored lead's payload, repeats beyond a member's first lead of a campaign
-- are removed, then the pair is unique.
ALTER TABLE "referral_leads" ADD COLUMN "campaign_type" integer;--> statement-breakpoint
UPDATE "referral_leads" SET "campaign_type" = coalesce(("payload"->>'campaignType')::integer, 0);--> statement-breakpoint
DELETE FROM "referral_leads" r USING "referral_leads" earlier
  WHERE earlier."member_id" = r."member_id" AND earlier."campaign_type" = r."campaign_type"
    AND earlier."id" < r."id";--> statement-breakpoint
ALTER TABLE "referral_leads" ALTER COLUMN "campaign_type" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_leads_member_campaign" ON "referral_leads" USING btree ("member_id","campaign_type");
