CREATE TABLE "pricing_defaults" (
	"pricing_defaults_id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer,
	"defaults" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_defaults_dealer_id_unique" UNIQUE("dealer_id")
);
--> statement-breakpoint
ALTER TABLE "pricing_defaults" ADD CONSTRAINT "pricing_defaults_dealer_id_dealers_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("dealer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_defaults_company_idx" ON "pricing_defaults" USING btree ((true)) WHERE "pricing_defaults"."dealer_id" is null;