-- Requirement changes now belong to a business and point at the page change they review
-- (docs/decisions/0021). The app never wrote the old table, and a row without a business has no owner to show it to.
DELETE FROM "requirement_changes";--> statement-breakpoint
CREATE TABLE "monitored_pages" (
	"url" varchar(2048) PRIMARY KEY NOT NULL,
	"etag" text,
	"last_modified" text,
	"content_hash" varchar(64),
	"content" text,
	"outcome" varchar(32),
	"failure" text,
	"checked_at" timestamp with time zone,
	"changed_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" varchar(2048) NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_date" date,
	"change_description" text NOT NULL,
	"ai_confidence" real NOT NULL,
	"excerpt" text NOT NULL,
	"category_id" integer,
	"state_code" varchar(2),
	CONSTRAINT "page_changes_confidence_check" CHECK ("page_changes"."ai_confidence" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "requirement_changes" DROP CONSTRAINT "requirement_changes_confidence_check";--> statement-breakpoint
ALTER TABLE "requirement_changes" DROP CONSTRAINT "requirement_changes_category_id_permit_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "requirement_changes" DROP CONSTRAINT "requirement_changes_state_code_states_code_fk";
--> statement-breakpoint
DROP INDEX "requirement_changes_status_detected_idx";--> statement-breakpoint
ALTER TABLE "requirement_changes" ADD COLUMN "business_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "requirement_changes" ADD COLUMN "page_change_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "requirement_changes" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "requirement_changes" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_changes" ADD CONSTRAINT "page_changes_category_id_permit_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."permit_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_changes" ADD CONSTRAINT "page_changes_state_code_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitored_pages_checked_at_idx" ON "monitored_pages" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "page_changes_url_idx" ON "page_changes" USING btree ("url","detected_at");--> statement-breakpoint
ALTER TABLE "requirement_changes" ADD CONSTRAINT "requirement_changes_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_changes" ADD CONSTRAINT "requirement_changes_page_change_id_page_changes_id_fk" FOREIGN KEY ("page_change_id") REFERENCES "public"."page_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_changes" ADD CONSTRAINT "requirement_changes_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_changes_business_change_idx" ON "requirement_changes" USING btree ("business_id","page_change_id");--> statement-breakpoint
CREATE INDEX "requirement_changes_business_status_idx" ON "requirement_changes" USING btree ("business_id","status","detected_at");--> statement-breakpoint
ALTER TABLE "requirement_changes" DROP COLUMN "effective_date";--> statement-breakpoint
ALTER TABLE "requirement_changes" DROP COLUMN "change_description";--> statement-breakpoint
ALTER TABLE "requirement_changes" DROP COLUMN "ai_confidence";--> statement-breakpoint
ALTER TABLE "requirement_changes" DROP COLUMN "category_id";--> statement-breakpoint
ALTER TABLE "requirement_changes" DROP COLUMN "state_code";