CREATE TABLE "model_availability" (
	"dealer_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"listing_count" integer NOT NULL,
	"lowest_price" integer,
	"is_in_stock" boolean NOT NULL,
	CONSTRAINT "model_availability_dealer_id_model_id_pk" PRIMARY KEY("dealer_id","model_id")
);
--> statement-breakpoint
DROP INDEX "home_listings_dealer_idx";--> statement-breakpoint
CREATE INDEX "model_availability_search_idx" ON "model_availability" USING btree ("dealer_id","model_id","listing_count","lowest_price","is_in_stock");--> statement-breakpoint
CREATE INDEX "home_listings_dealer_model_idx" ON "home_listings" USING btree ("dealer_id","model_id");