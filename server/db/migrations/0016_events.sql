CREATE TABLE "events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"place" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_times_check" CHECK ("events"."ends_at" > "events"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_dealer_id_dealers_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("dealer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_dealer_idx" ON "events" USING btree ("dealer_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at");