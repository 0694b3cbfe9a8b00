-- A comment keeps when it was written (created_at, which a note written offline now brings with it)
-- and when the server took it in (received_at, ADR 057). Comments from before knew only one time,
-- which was both.
ALTER TABLE "comments" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "comments" SET "received_at" = "created_at";--> statement-breakpoint
-- A replay of a note sent before this answers what was stored then: give it the field answers now carry.
UPDATE "idempotency_keys" SET "response_body" = "response_body" || jsonb_build_object('receivedAt', "response_body"->'createdAt')
WHERE "status_code" = 201 AND "response_body" ? 'commentType' AND NOT "response_body" ? 'receivedAt';
