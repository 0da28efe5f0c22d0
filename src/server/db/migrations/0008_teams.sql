CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"actor_id" text,
	"actor_email" varchar(320),
	"action" varchar(40) NOT NULL,
	"permit_id" uuid,
	"subject" text,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"inviter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_role_check" CHECK ("member"."role" in ('owner', 'manager', 'crew'))
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_organization_id" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "last_business_id" text;--> statement-breakpoint
-- Every existing owner gets a business of their own, named after their business profile or else their e-mail,
-- and becomes its owner (docs/decisions/0018). The ids are derived from the user's, so that the statements below
-- can find them; new businesses get random ids from better-auth.
INSERT INTO "organization" ("id", "name", "slug", "created_at")
SELECT md5('business:' || u."id"), coalesce(bp."business_name", u."email"), md5('business:' || u."id"), u."created_at"
FROM "user" u LEFT JOIN "business_profiles" bp ON bp."user_id" = u."id";--> statement-breakpoint
INSERT INTO "member" ("id", "organization_id", "user_id", "role", "created_at")
SELECT md5('member:' || u."id"), md5('business:' || u."id"), u."id", 'owner', u."created_at" FROM "user" u;--> statement-breakpoint
UPDATE "user" SET "last_business_id" = md5('business:' || "id");--> statement-breakpoint
UPDATE "session" SET "active_organization_id" = md5('business:' || "user_id");--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "business_id" text;--> statement-breakpoint
UPDATE "permits" SET "business_id" = md5('business:' || "user_id");--> statement-breakpoint
ALTER TABLE "permits" ALTER COLUMN "business_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "business_id" text;--> statement-breakpoint
UPDATE "business_profiles" SET "business_id" = md5('business:' || "user_id");--> statement-breakpoint
ALTER TABLE "business_profiles" ALTER COLUMN "business_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "business_id" text;--> statement-breakpoint
UPDATE "subscriptions" SET "business_id" = md5('business:' || "user_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "business_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "business_id" text;--> statement-breakpoint
UPDATE "local_checkout_sessions" SET "business_id" = md5('business:' || "user_id");--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ALTER COLUMN "business_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "permit_renewals" ADD COLUMN "business_id" text;--> statement-breakpoint
UPDATE "permit_renewals" SET "business_id" = md5('business:' || "user_id");--> statement-breakpoint
ALTER TABLE "permit_renewals" ALTER COLUMN "business_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "member_id" text;--> statement-breakpoint
UPDATE "alert_settings" SET "member_id" = md5('member:' || "user_id");--> statement-breakpoint
ALTER TABLE "alert_settings" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "member_id" text;--> statement-breakpoint
UPDATE "reminder_deliveries" SET "member_id" = md5('member:' || "user_id");--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "permit_renewals" ADD COLUMN "renewed_by" text;--> statement-breakpoint
UPDATE "permit_renewals" SET "renewed_by" = "user_id";--> statement-breakpoint
DROP INDEX "local_checkout_sessions_user_idx";--> statement-breakpoint
DROP INDEX "permits_user_id_renewal_date_idx";--> statement-breakpoint
DROP INDEX "reminder_deliveries_user_state_idx";--> statement-breakpoint
DROP INDEX "reminder_deliveries_once_idx";--> statement-breakpoint
DROP INDEX "reminder_deliveries_open_idx";--> statement-breakpoint
ALTER TABLE "permits" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "business_profiles" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "permit_renewals" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "alert_settings" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "reminder_deliveries" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "alert_settings" ADD PRIMARY KEY ("member_id");--> statement-breakpoint
ALTER TABLE "business_profiles" ADD PRIMARY KEY ("business_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD PRIMARY KEY ("business_id");--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD CONSTRAINT "local_checkout_sessions_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_renewals" ADD CONSTRAINT "permit_renewals_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_renewals" ADD CONSTRAINT "permit_renewals_renewed_by_user_id_fk" FOREIGN KEY ("renewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_business_idx" ON "activity_events" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "activity_events_permit_idx" ON "activity_events" USING btree ("permit_id","id") WHERE "activity_events"."permit_id" is not null;--> statement-breakpoint
CREATE INDEX "invitation_organization_status_idx" ON "invitation" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "invitation_email_idx" ON "invitation" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "member_organization_user_idx" ON "member" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "member_user_id_idx" ON "member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "local_checkout_sessions_business_idx" ON "local_checkout_sessions" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "permits_business_id_renewal_date_idx" ON "permits" USING btree ("business_id","renewal_date");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_member_state_idx" ON "reminder_deliveries" USING btree ("member_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once_idx" ON "reminder_deliveries" USING btree ("member_id","permit_id","renewal_date","lead_day","channel");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_open_idx" ON "reminder_deliveries" USING btree ("member_id","channel") WHERE "reminder_deliveries"."state" = 'pending';
