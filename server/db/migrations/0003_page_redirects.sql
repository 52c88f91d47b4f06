CREATE TABLE "page_redirects" (
	"path" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"permanent" boolean DEFAULT true NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_redirects_paths_check" CHECK ("page_redirects"."path" ~ '^/[^/]' and "page_redirects"."target" ~ '^/([^/]|$)' and strpos("page_redirects"."target", chr(92)) = 0 and "page_redirects"."path" <> "page_redirects"."target")
);
