ALTER TABLE "subscriptions" ADD COLUMN "trial_used_at" timestamp with time zone;--> statement-breakpoint
-- A subscription that had a trial before this column existed has used it.
UPDATE "subscriptions" SET "trial_used_at" = "created_at" WHERE "trial_end" IS NOT NULL;
