CREATE TABLE "calendar_events" (
	"integration_id" uuid NOT NULL,
	"permit_id" uuid NOT NULL,
	"kind" varchar(8) NOT NULL,
	"event_id" varchar(1024) NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	CONSTRAINT "calendar_events_integration_id_permit_id_kind_pk" PRIMARY KEY("integration_id","permit_id","kind"),
	CONSTRAINT "calendar_events_kind_check" CHECK ("calendar_events"."kind" in ('renewal', 'start'))
);
--> statement-breakpoint
CREATE TABLE "calendar_oauth_states" (
	"nonce_hash" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"browser_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "calendar_integrations_user_provider_idx";--> statement-breakpoint
-- Rows written before Google Calendar sync existed hold no grant to sync with (docs/decisions/0023).
DELETE FROM "calendar_integrations";--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "member_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "account_email" varchar(320) NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "refresh_token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "access_token" text;--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "access_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "calendar_id" varchar(1024);--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "status" varchar(20) DEFAULT 'connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "reconnect_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "last_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD COLUMN "last_full_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_integration_id_calendar_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."calendar_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_oauth_states" ADD CONSTRAINT "calendar_oauth_states_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD CONSTRAINT "calendar_integrations_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_integrations_member_provider_idx" ON "calendar_integrations" USING btree ("member_id","provider");--> statement-breakpoint
CREATE INDEX "calendar_integrations_user_idx" ON "calendar_integrations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "calendar_integrations" ADD CONSTRAINT "calendar_integrations_status_check" CHECK ("calendar_integrations"."status" in ('connected', 'reconnect-needed'));