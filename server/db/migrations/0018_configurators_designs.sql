CREATE TABLE "configurators" (
	"configurator_id" serial PRIMARY KEY NOT NULL,
	"configurator_guid" uuid NOT NULL,
	"version" integer NOT NULL,
	"sales_model_id" text NOT NULL,
	"base_price" integer,
	"navs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"design_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_issuer" text NOT NULL,
	"owner_subject" text NOT NULL,
	"dx_client_id" text NOT NULL,
	"model_finder_session_id" text,
	"state" text DEFAULT 'NEW' NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"feedback_submitted" boolean DEFAULT false NOT NULL,
	"configurator_guid" uuid,
	"configurator_version" integer,
	"zip_code" text,
	"product_series" text,
	"content" jsonb,
	"share_token" text NOT NULL,
	"submitted_lot_number" text,
	"lead_id" integer,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designs_share_token_unique" UNIQUE("share_token"),
	CONSTRAINT "designs_locked_when_submitted" CHECK ("designs"."state" <> 'SUBMITTED' or "designs"."is_locked")
);
--> statement-breakpoint
ALTER TABLE "configurators" ADD CONSTRAINT "configurators_sales_model_id_models_sales_model_id_fk" FOREIGN KEY ("sales_model_id") REFERENCES "public"."models"("sales_model_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_lead_id_leads_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("lead_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "configurators_guid_version_idx" ON "configurators" USING btree ("configurator_guid","version");--> statement-breakpoint
CREATE UNIQUE INDEX "configurators_model_version_idx" ON "configurators" USING btree ("sales_model_id","version");--> statement-breakpoint
CREATE INDEX "designs_owner_idx" ON "designs" USING btree ("owner_issuer","owner_subject","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "designs_generated_idx" ON "designs" USING btree ("owner_issuer","owner_subject","dx_client_id") WHERE "designs"."state" = 'NEW';