ALTER TABLE "leads" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "preferred_contact" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_visitor_submission_idx" ON "leads" USING btree ("kind","submission_key") WHERE "leads"."user_id" is null;