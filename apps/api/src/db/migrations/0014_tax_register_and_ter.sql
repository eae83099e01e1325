CREATE TABLE "tax_register_incomes" (
	"member_id" integer NOT NULL,
	"id_number" text NOT NULL,
	"tax_year" text NOT NULL,
	"taxable_income_cents" bigint NOT NULL,
	CONSTRAINT "tax_register_incomes_member_id_tax_year_pk" PRIMARY KEY("member_id","tax_year"),
	CONSTRAINT "tax_register_incomes_income_check" CHECK ("tax_register_incomes"."taxable_income_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "total_expense_ratio_bp" integer;--> statement-breakpoint
ALTER TABLE "tax_register_incomes" ADD CONSTRAINT "tax_register_incomes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_register_incomes_id_number_idx" ON "tax_register_incomes" USING btree ("id_number","tax_year");