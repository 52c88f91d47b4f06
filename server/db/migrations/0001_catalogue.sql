CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"acronym" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	CONSTRAINT "brands_acronym_unique" UNIQUE("acronym")
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"dealer_id" serial PRIMARY KEY NOT NULL,
	"dealer_number" text NOT NULL,
	"lot_number" text NOT NULL,
	"slug" text NOT NULL,
	"host_name" text,
	"name" text NOT NULL,
	"brand_acronym" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"zone" text DEFAULT '' NOT NULL,
	"website_template" text DEFAULT 'standard' NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"hours" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealers_dealer_number_unique" UNIQUE("dealer_number"),
	CONSTRAINT "dealers_lot_number_unique" UNIQUE("lot_number"),
	CONSTRAINT "dealers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "dealers_host_name_unique" UNIQUE("host_name")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"feature_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text,
	"thumbnail" text,
	"feature_tags" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_listings" (
	"inventory_id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"model_number" text NOT NULL,
	"serial_number" text,
	"stock_number" text NOT NULL,
	"land_id" integer,
	"is_sale_home" boolean DEFAULT false NOT NULL,
	"is_default_sale_home" boolean DEFAULT false NOT NULL,
	"sticker_type_id" smallint,
	"is_available_floor_plan" boolean DEFAULT false NOT NULL,
	"is_on_land" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"price" integer,
	"price_sort" integer,
	"price_label" text NOT NULL,
	"beds" smallint NOT NULL,
	"baths" real NOT NULL,
	"square_feet" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_listings_serial_number_unique" UNIQUE("serial_number"),
	CONSTRAINT "home_listings_stock_number_unique" UNIQUE("stock_number")
);
--> statement-breakpoint
CREATE TABLE "land_listings" (
	"land_id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"stock_number" text NOT NULL,
	"acres" real NOT NULL,
	"price" integer,
	"price_sort" integer,
	"price_label" text NOT NULL,
	"sticker_type_id" smallint,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"has_utilities" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "land_listings_stock_number_unique" UNIQUE("stock_number")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"postal_code" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"county" text,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_features" (
	"model_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	CONSTRAINT "model_features_model_id_feature_id_pk" PRIMARY KEY("model_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "model_images" (
	"mfg_model_image_id" serial PRIMARY KEY NOT NULL,
	"models_images_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"reference" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"original_uploaded_filename" text DEFAULT '' NOT NULL,
	"image_type" text NOT NULL,
	"image_type_acronym" text NOT NULL,
	"room_id" integer,
	"room_description" text,
	"is_inspired" boolean DEFAULT false NOT NULL,
	"is_mh_advantage_home" boolean DEFAULT false NOT NULL,
	"created_by" text DEFAULT 'seed' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text DEFAULT 'seed' NOT NULL,
	"last_modification_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_virtual_tours" (
	"mfg_model_virtual_tour_id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"virtual_tour_id" integer NOT NULL,
	"virtual_tour_reference" text NOT NULL,
	"thumbnail_reference" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"sales_model_id" text NOT NULL,
	"source_id" integer NOT NULL,
	"model_number" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"line_description" text NOT NULL,
	"drawing_id" integer NOT NULL,
	"floor_plan_id" integer NOT NULL,
	"floor_plan_reference" text NOT NULL,
	"beds" smallint NOT NULL,
	"baths" real NOT NULL,
	"square_feet" integer NOT NULL,
	"min_square_feet" integer NOT NULL,
	"max_square_feet" integer NOT NULL,
	"width_ft" real NOT NULL,
	"length_ft" real NOT NULL,
	"sections" smallint NOT NULL,
	"is_multi_section" boolean NOT NULL,
	"is_modular" boolean DEFAULT false NOT NULL,
	"low_price" integer,
	"high_price" integer,
	"starting_in_the_price" integer,
	"min_generated_price" integer,
	"max_generated_price" integer,
	"low_historical_price" integer,
	"high_historical_price" integer,
	"wholesale_price" integer,
	"two_year_sales_count" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_ifp" boolean DEFAULT false NOT NULL,
	"has_virtual_tour" boolean DEFAULT false NOT NULL,
	"has_360_virtual_tour" boolean DEFAULT false NOT NULL,
	"has_matterport" boolean DEFAULT false NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"has_quality_photos" boolean DEFAULT false NOT NULL,
	"has_photo_real_rendering" boolean DEFAULT false NOT NULL,
	"has_dream_home_design" boolean DEFAULT false NOT NULL,
	"is_buildable" boolean DEFAULT true NOT NULL,
	"is_web_enabled" boolean DEFAULT true NOT NULL,
	"is_dealer_entered" boolean DEFAULT false NOT NULL,
	"is_mh_advantage_home" boolean DEFAULT false NOT NULL,
	"is_premier_financing_eligible" boolean DEFAULT false NOT NULL,
	"matterport_url" text,
	"style" jsonb NOT NULL,
	"art_seed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "models_sales_model_id_unique" UNIQUE("sales_model_id"),
	CONSTRAINT "models_model_number_unique" UNIQUE("model_number"),
	CONSTRAINT "models_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sales_agents" (
	"sales_agent_id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"sales_agent_title" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"testimonial_id" serial PRIMARY KEY NOT NULL,
	"model_id" integer,
	"dealer_id" integer,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welcome_home_images" (
	"welcome_home_image_id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"family_name" text NOT NULL,
	"caption" text NOT NULL,
	"is_shown_in_gallery" boolean DEFAULT true NOT NULL,
	"delivered_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_listings" ADD CONSTRAINT "home_listings_dealer_id_dealers_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("dealer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_listings" ADD CONSTRAINT "home_listings_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_listings" ADD CONSTRAINT "home_listings_land_id_land_listings_land_id_fk" FOREIGN KEY ("land_id") REFERENCES "public"."land_listings"("land_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_listings" ADD CONSTRAINT "land_listings_dealer_id_dealers_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("dealer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_features" ADD CONSTRAINT "model_features_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_features" ADD CONSTRAINT "model_features_feature_id_features_feature_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("feature_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_images" ADD CONSTRAINT "model_images_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_virtual_tours" ADD CONSTRAINT "model_virtual_tours_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_agents" ADD CONSTRAINT "sales_agents_dealer_id_dealers_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("dealer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_dealer_id_dealers_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("dealer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_home_images" ADD CONSTRAINT "welcome_home_images_dealer_id_dealers_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("dealer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_home_images" ADD CONSTRAINT "welcome_home_images_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealers_earth_idx" ON "dealers" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "dealers_state_idx" ON "dealers" USING btree ("state");--> statement-breakpoint
CREATE INDEX "home_listings_earth_idx" ON "home_listings" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "home_listings_dealer_idx" ON "home_listings" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "home_listings_model_idx" ON "home_listings" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "home_listings_beds_idx" ON "home_listings" USING btree ("beds");--> statement-breakpoint
CREATE INDEX "home_listings_baths_idx" ON "home_listings" USING btree ("baths");--> statement-breakpoint
CREATE INDEX "home_listings_price_idx" ON "home_listings" USING btree ("price_sort");--> statement-breakpoint
CREATE INDEX "home_listings_square_feet_idx" ON "home_listings" USING btree ("square_feet");--> statement-breakpoint
CREATE INDEX "land_earth_idx" ON "land_listings" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "land_dealer_idx" ON "land_listings" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "land_price_idx" ON "land_listings" USING btree ("price_sort");--> statement-breakpoint
CREATE INDEX "locations_city_state_trgm_idx" ON "locations" USING gin (("city" || ', ' || "state") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "model_features_feature_idx" ON "model_features" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "model_images_model_idx" ON "model_images" USING btree ("model_id","sort_order");--> statement-breakpoint
CREATE INDEX "model_virtual_tours_model_idx" ON "model_virtual_tours" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "models_beds_idx" ON "models" USING btree ("beds");--> statement-breakpoint
CREATE INDEX "models_baths_idx" ON "models" USING btree ("baths");--> statement-breakpoint
CREATE INDEX "models_low_price_idx" ON "models" USING btree ("low_price");--> statement-breakpoint
CREATE INDEX "models_square_feet_idx" ON "models" USING btree ("square_feet");--> statement-breakpoint
CREATE INDEX "models_brand_idx" ON "models" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "models_name_trgm_idx" ON "models" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_agents_dealer_idx" ON "sales_agents" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "testimonials_model_idx" ON "testimonials" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "testimonials_dealer_idx" ON "testimonials" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "welcome_home_images_dealer_idx" ON "welcome_home_images" USING btree ("dealer_id");