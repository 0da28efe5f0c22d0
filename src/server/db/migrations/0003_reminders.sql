CREATE TABLE "alert_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_alerts" boolean DEFAULT true NOT NULL,
	"text_alerts" boolean DEFAULT false NOT NULL,
	"phone_number" varchar(16),
	"sms_opted_out" boolean DEFAULT false NOT NULL,
	"reminder_days" integer[] DEFAULT '{30,14,7,1}'::integer[] NOT NULL,
	"time_zone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"send_hour" smallint DEFAULT 8 NOT NULL,
	"calendar_feed_token" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_calendar_feed_token_unique" UNIQUE("calendar_feed_token"),
	CONSTRAINT "alert_settings_send_hour_check" CHECK ("alert_settings"."send_hour" between 0 and 23),
	CONSTRAINT "alert_settings_reminder_days_check" CHECK (cardinality("alert_settings"."reminder_days") between 1 and 10 and 1 <= all("alert_settings"."reminder_days") and 365 >= all("alert_settings"."reminder_days"))
);
--> statement-breakpoint
CREATE TABLE "permit_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"permit_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"previous_renewal_date" date,
	"new_renewal_date" date NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"permit_id" uuid NOT NULL,
	"renewal_date" date NOT NULL,
	"lead_day" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_channel_check" CHECK ("reminder_deliveries"."channel" in ('email', 'sms')),
	CONSTRAINT "reminder_deliveries_state_check" CHECK ("reminder_deliveries"."state" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_renewals" ADD CONSTRAINT "permit_renewals_permit_id_permits_id_fk" FOREIGN KEY ("permit_id") REFERENCES "public"."permits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_renewals" ADD CONSTRAINT "permit_renewals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_permit_id_permits_id_fk" FOREIGN KEY ("permit_id") REFERENCES "public"."permits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permit_renewals_permit_idx" ON "permit_renewals" USING btree ("permit_id","renewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once_idx" ON "reminder_deliveries" USING btree ("permit_id","renewal_date","lead_day","channel");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_user_state_idx" ON "reminder_deliveries" USING btree ("user_id","state");