ALTER TABLE "testimonials" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "kind" text DEFAULT 'testimonial' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "home_name" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "decision_token" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_lead_id_leads_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("lead_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_lead_id_unique" UNIQUE("lead_id");--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_decision_token_unique" UNIQUE("decision_token");--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_status_check" CHECK ("testimonials"."status" in ('approved', 'pending', 'declined'));