ALTER TABLE "products" ADD COLUMN "product_guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "person_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "covers" ADD COLUMN "product_guid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_product_guid_key" ON "products" USING btree ("product_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "covers_product_guid_key" ON "covers" USING btree ("product_guid");