CREATE TABLE "curated_lists" (
	"hash" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"model_ids" integer[] NOT NULL,
	CONSTRAINT "curated_lists_hash_check" CHECK ("curated_lists"."hash" ~ '^(?=.*[0-9])[a-z0-9]{6,12}$')
);
