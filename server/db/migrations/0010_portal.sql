CREATE TABLE "corp_collection_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"model_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corp_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"lead_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"dealer_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"portal_name" text NOT NULL,
	"marketing_meta" jsonb,
	"submission_key" text NOT NULL,
	"message_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "planner_contents" (
	"content_id" serial PRIMARY KEY NOT NULL,
	"planner_section_id" integer NOT NULL,
	"tag" text NOT NULL,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"action_label" text,
	"action_path" text,
	"ordinal" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planner_sections" (
	"planner_section_id" serial PRIMARY KEY NOT NULL,
	"planner_id" integer NOT NULL,
	"name" text NOT NULL,
	"ordinal" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planners" (
	"planner_id" serial PRIMARY KEY NOT NULL,
	"planner_type" text NOT NULL,
	"version" integer NOT NULL,
	"active_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_liked_features" (
	"profile_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_liked_features_profile_id_feature_id_pk" PRIMARY KEY("profile_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"profile_id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_type" text NOT NULL,
	"lot_number" text,
	"budget" integer,
	"budget_confidence" text,
	"buyer_situation" text,
	"cash_budget" integer,
	"funding_source" text,
	"has_land" boolean,
	"is_pre_approved" boolean,
	"land_type" text,
	"land_zip" text,
	"pre_approval_amount" integer,
	"preferred_beds" smallint,
	"preferred_baths" real,
	"property_description" text,
	"target_move_date_month" smallint,
	"target_move_date_year" smallint,
	"top_favorite_home" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_lot_number_check" CHECK (("profiles"."profile_type" = 'retail') = ("profiles"."lot_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "retail_collection_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"model_number" text NOT NULL,
	"serial_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retail_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"lot_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_up_forms" (
	"sign_up_form_id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"lot_number" text,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"location" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_planner_completions" (
	"user_planner_id" integer NOT NULL,
	"tag" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_planner_completions_user_planner_id_tag_pk" PRIMARY KEY("user_planner_id","tag")
);
--> statement-breakpoint
CREATE TABLE "user_planners" (
	"user_planner_id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"planner_type" text NOT NULL,
	"lot_number" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"preferred_pronouns" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"preferred_name" text DEFAULT '' NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"preferred_contact_method" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_contact_time" text[] DEFAULT '{}'::text[] NOT NULL,
	"opt_in_call" boolean DEFAULT false NOT NULL,
	"opt_in_email" boolean DEFAULT false NOT NULL,
	"opt_in_text" boolean DEFAULT false NOT NULL,
	"lead_form_submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corp_collection_models" ADD CONSTRAINT "corp_collection_models_collection_id_corp_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."corp_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corp_collections" ADD CONSTRAINT "corp_collections_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealer_id_dealers_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("dealer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_contents" ADD CONSTRAINT "planner_contents_planner_section_id_planner_sections_planner_section_id_fk" FOREIGN KEY ("planner_section_id") REFERENCES "public"."planner_sections"("planner_section_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_sections" ADD CONSTRAINT "planner_sections_planner_id_planners_planner_id_fk" FOREIGN KEY ("planner_id") REFERENCES "public"."planners"("planner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_liked_features" ADD CONSTRAINT "profile_liked_features_profile_id_profiles_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_liked_features" ADD CONSTRAINT "profile_liked_features_feature_id_features_feature_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("feature_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_collection_items" ADD CONSTRAINT "retail_collection_items_collection_id_retail_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."retail_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_collections" ADD CONSTRAINT "retail_collections_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_forms" ADD CONSTRAINT "sign_up_forms_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_planner_completions" ADD CONSTRAINT "user_planner_completions_user_planner_id_user_planners_user_planner_id_fk" FOREIGN KEY ("user_planner_id") REFERENCES "public"."user_planners"("user_planner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_planners" ADD CONSTRAINT "user_planners_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corp_collection_models_collection_idx" ON "corp_collection_models" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "corp_collections_user_idx" ON "corp_collections" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_user_submission_idx" ON "leads" USING btree ("user_id","submission_key");--> statement-breakpoint
CREATE INDEX "leads_dealer_idx" ON "leads" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "planner_contents_section_idx" ON "planner_contents" USING btree ("planner_section_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "planner_sections_planner_name_idx" ON "planner_sections" USING btree ("planner_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "planners_type_version_idx" ON "planners" USING btree ("planner_type","version");--> statement-breakpoint
CREATE INDEX "profile_liked_features_feature_idx" ON "profile_liked_features" USING btree ("feature_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_type_lot_idx" ON "profiles" USING btree ("user_id","profile_type",coalesce("lot_number", ''));--> statement-breakpoint
CREATE INDEX "retail_collection_items_collection_idx" ON "retail_collection_items" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "retail_collections_user_idx" ON "retail_collections" USING btree ("user_id","lot_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_up_forms_user_lot_idx" ON "sign_up_forms" USING btree ("user_id",coalesce("lot_number", ''));--> statement-breakpoint
CREATE INDEX "tracking_events_name_idx" ON "tracking_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_planners_user_type_lot_idx" ON "user_planners" USING btree ("user_id","planner_type",coalesce("lot_number", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "users_identity_idx" ON "users" USING btree ("issuer","subject");