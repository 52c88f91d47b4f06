ALTER TABLE "accounts" ADD COLUMN "credentials_changed_at" timestamp with time zone;--> statement-breakpoint
-- Tokens from before an existing account's last password change stay refused.
UPDATE "accounts" SET "credentials_changed_at" = "password_changed_at" WHERE "password_changed_at" > "created_at";
