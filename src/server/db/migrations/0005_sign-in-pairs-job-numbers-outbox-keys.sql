CREATE SEQUENCE "public"."paused_job_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"account_key" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone,
	"last_succeeded_at" timestamp with time zone,
	CONSTRAINT "sign_in_attempts_account_key_address_pk" PRIMARY KEY("account_key","address")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_key" uuid DEFAULT gen_random_uuid() NOT NULL;