CREATE TABLE "member_vehicles" (
	"member_id" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	CONSTRAINT "member_vehicles_member_id_vehicle_id_pk" PRIMARY KEY("member_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"name" varchar(80) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"plate" varchar(20),
	"vin" varchar(17),
	"commissary" varchar(200),
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_business_id_key" UNIQUE("business_id","id"),
	CONSTRAINT "vehicles_kind_check" CHECK (kind in ('truck', 'trailer', 'cart', 'stand')),
	CONSTRAINT "vehicles_vin_check" CHECK ("vehicles"."vin" is null or "vehicles"."vin" ~ '^[A-HJ-NPR-Z0-9]{17}$')
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "vehicle_name" varchar(80);--> statement-breakpoint
ALTER TABLE "alert_settings" ADD COLUMN "only_my_vehicles" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "member_vehicles" ADD CONSTRAINT "member_vehicles_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vehicles" ADD CONSTRAINT "member_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_vehicles_vehicle_idx" ON "member_vehicles" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_business_name_idx" ON "vehicles" USING btree ("business_id",lower("name"));--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_vehicle_fk" FOREIGN KEY ("business_id","vehicle_id") REFERENCES "public"."vehicles"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_vehicle_fk" FOREIGN KEY ("business_id","vehicle_id") REFERENCES "public"."vehicles"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permits_vehicle_renewal_date_idx" ON "permits" USING btree ("vehicle_id","renewal_date") WHERE "permits"."vehicle_id" is not null;