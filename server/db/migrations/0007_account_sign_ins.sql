CREATE TABLE "account_sign_ins" (
	"account_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"lot_number" text,
	"first_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_sign_ins_account_id_client_id_pk" PRIMARY KEY("account_id","client_id"),
	CONSTRAINT "account_sign_ins_client_id_check" CHECK ("account_sign_ins"."client_id" <> ''),
	CONSTRAINT "account_sign_ins_lot_number_check" CHECK ("account_sign_ins"."lot_number" ~ '^[0-9]{1,10}$'),
	CONSTRAINT "account_sign_ins_times_check" CHECK ("account_sign_ins"."first_signed_in_at" <= "account_sign_ins"."last_signed_in_at")
);
--> statement-breakpoint
ALTER TABLE "account_sign_ins" ADD CONSTRAINT "account_sign_ins_account_id_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("account_id") ON DELETE cascade ON UPDATE no action;