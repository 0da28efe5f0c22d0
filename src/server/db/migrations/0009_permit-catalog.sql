CREATE TABLE "suggestion_dismissals" (
	"business_id" text NOT NULL,
	"entry_id" varchar(80) NOT NULL,
	"dismissed_by" text,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestion_dismissals_business_id_entry_id_pk" PRIMARY KEY("business_id","entry_id")
);
--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "catalog_entry_id" varchar(80);--> statement-breakpoint
ALTER TABLE "suggestion_dismissals" ADD CONSTRAINT "suggestion_dismissals_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_dismissals" ADD CONSTRAINT "suggestion_dismissals_dismissed_by_user_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;