CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"category" text NOT NULL,
	"remedy" text NOT NULL,
	"lodged_on" date NOT NULL,
	"reply_due_on" date NOT NULL,
	"answered_on" date,
	"outcome" text,
	"satisfied" boolean,
	"responded_on" date,
	"pack_issued_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_answer_check" CHECK (("complaints"."answered_on" is null) = ("complaints"."outcome" is null) and ("complaints"."satisfied" is null) = ("complaints"."responded_on" is null) and ("complaints"."satisfied" is null or "complaints"."answered_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_thread_key" ON "complaints" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "complaints_member_idx" ON "complaints" USING btree ("member_id","lodged_on");