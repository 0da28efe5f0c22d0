-- Share-link tokens and calendar-feed tokens are kept only as SHA-256 (hex) from now on (docs/decisions/0027).
-- Links and feeds made before keep working: their token's hash is stored, and the plain token dropped.
ALTER TABLE "alert_settings" DROP CONSTRAINT "alert_settings_calendar_feed_token_unique";--> statement-breakpoint
ALTER TABLE "share_links" DROP CONSTRAINT "share_links_token_unique";--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "calendar_feed_seed" varchar(64);--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "calendar_feed_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "calendar_feed_previous_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "previous_token_hash" varchar(64);--> statement-breakpoint
UPDATE "alert_settings" SET "calendar_feed_token_hash" = encode(sha256(convert_to("calendar_feed_token", 'UTF8')), 'hex') WHERE "calendar_feed_token" IS NOT NULL;--> statement-breakpoint
UPDATE "share_links" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "share_links" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_settings" DROP COLUMN "calendar_feed_token";--> statement-breakpoint
ALTER TABLE "share_links" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_calendar_feed_token_hash_unique" UNIQUE("calendar_feed_token_hash");--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_calendar_feed_previous_token_hash_unique" UNIQUE("calendar_feed_previous_token_hash");--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_token_hash_unique" UNIQUE("token_hash");--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_previous_token_hash_unique" UNIQUE("previous_token_hash");
