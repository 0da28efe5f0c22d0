CREATE TABLE "event_line_marks" (
	"event_id" uuid NOT NULL,
	"business_id" text NOT NULL,
	"line_key" varchar(200) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"marked_by" text,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_line_marks_event_id_line_key_pk" PRIMARY KEY("event_id","line_key")
);
--> statement-breakpoint
CREATE TABLE "event_vehicles" (
	"event_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"business_id" text NOT NULL,
	CONSTRAINT "event_vehicles_event_id_vehicle_id_pk" PRIMARY KEY("event_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"name" varchar(200) NOT NULL,
	"organizer" varchar(200) NOT NULL,
	"organizer_email" varchar(254),
	"address" varchar(500),
	"city" varchar(100) NOT NULL,
	"state_code" varchar(2) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"application_deadline" date,
	"booth_fee" numeric(10, 2),
	"notes" text,
	"coi_requested_at" timestamp with time zone,
	"coi_document_key" text,
	"coi_document_name" varchar(255),
	"coi_document_type" varchar(100),
	"coi_document_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_business_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "events_dates_check" CHECK ("events"."ends_on" >= "events"."starts_on"),
	CONSTRAINT "events_booth_fee_check" CHECK ("events"."booth_fee" is null or "events"."booth_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "broker_name" varchar(200);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "broker_email" varchar(254);--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "event_line_marks" ADD CONSTRAINT "event_line_marks_marked_by_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_line_marks" ADD CONSTRAINT "event_line_marks_event_fk" FOREIGN KEY ("business_id","event_id") REFERENCES "public"."events"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_vehicles" ADD CONSTRAINT "event_vehicles_event_fk" FOREIGN KEY ("business_id","event_id") REFERENCES "public"."events"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_vehicles" ADD CONSTRAINT "event_vehicles_vehicle_fk" FOREIGN KEY ("business_id","vehicle_id") REFERENCES "public"."vehicles"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_state_code_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_business_starts_idx" ON "events" USING btree ("business_id","starts_on");--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_event_fk" FOREIGN KEY ("business_id","event_id") REFERENCES "public"."events"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_event_fk" FOREIGN KEY ("business_id","event_id") REFERENCES "public"."events"("business_id","id") ON DELETE cascade ON UPDATE no action;