ALTER TABLE "reminder_deliveries" DROP CONSTRAINT "reminder_deliveries_state_check";--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reminder_deliveries_open_idx" ON "reminder_deliveries" USING btree ("user_id","channel") WHERE "reminder_deliveries"."state" in ('pending', 'sending');--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_state_check" CHECK ("reminder_deliveries"."state" in ('pending', 'sending', 'sent', 'failed'));