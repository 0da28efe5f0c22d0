ALTER TABLE "permits" ADD COLUMN "permit_number" varchar(100);--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "issuing_agency" varchar(100);