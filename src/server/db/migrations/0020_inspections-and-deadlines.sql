ALTER TABLE "permits" ADD CONSTRAINT "permits_business_id_key" UNIQUE("business_id","id");--> statement-breakpoint
CREATE TABLE "deadline_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"business_id" text NOT NULL,
	"event_id" uuid,
	"inspection_id" uuid,
	"deadline_key" varchar(300) NOT NULL,
	"due_on" date NOT NULL,
	"lead_day" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_deliveries_subject_check" CHECK (("deadline_deliveries"."event_id" is null) <> ("deadline_deliveries"."inspection_id" is null)),
	CONSTRAINT "deadline_deliveries_channel_check" CHECK ("deadline_deliveries"."channel" in ('email', 'sms')),
	CONSTRAINT "deadline_deliveries_state_check" CHECK ("deadline_deliveries"."state" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "permit_inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"permit_id" uuid NOT NULL,
	"scheduled_on" date NOT NULL,
	"agency" varchar(200),
	"notes" text,
	"result" varchar(10) DEFAULT 'pending' NOT NULL,
	"reinspection_on" date,
	"report_document_key" text,
	"report_document_name" varchar(255),
	"report_document_type" varchar(100),
	"report_document_size" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permit_inspections_business_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "permit_inspections_result_check" CHECK ("permit_inspections"."result" in ('pending', 'passed', 'failed')),
	CONSTRAINT "permit_inspections_reinspection_check" CHECK ("permit_inspections"."reinspection_on" is null or "permit_inspections"."reinspection_on" >= "permit_inspections"."scheduled_on")
);
--> statement-breakpoint
ALTER TABLE "deadline_deliveries" ADD CONSTRAINT "deadline_deliveries_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_deliveries" ADD CONSTRAINT "deadline_deliveries_event_fk" FOREIGN KEY ("business_id","event_id") REFERENCES "public"."events"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_deliveries" ADD CONSTRAINT "deadline_deliveries_inspection_fk" FOREIGN KEY ("business_id","inspection_id") REFERENCES "public"."permit_inspections"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_inspections" ADD CONSTRAINT "permit_inspections_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_inspections" ADD CONSTRAINT "permit_inspections_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_inspections" ADD CONSTRAINT "permit_inspections_permit_fk" FOREIGN KEY ("business_id","permit_id") REFERENCES "public"."permits"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_deliveries_once_idx" ON "deadline_deliveries" USING btree ("member_id","deadline_key","due_on","lead_day","channel");--> statement-breakpoint
CREATE INDEX "deadline_deliveries_open_idx" ON "deadline_deliveries" USING btree ("member_id","channel") WHERE "deadline_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "permit_inspections_business_date_idx" ON "permit_inspections" USING btree ("business_id","scheduled_on");--> statement-breakpoint
CREATE INDEX "permit_inspections_permit_idx" ON "permit_inspections" USING btree ("permit_id","scheduled_on");