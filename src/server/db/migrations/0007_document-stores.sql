CREATE TABLE "document_deletions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"whole_prefix" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_file_chunks" (
	"file_key" text NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "document_file_chunks_file_key_position_pk" PRIMARY KEY("file_key","position")
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"key" text PRIMARY KEY NOT NULL,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "document_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "document_file_chunks" ADD CONSTRAINT "document_file_chunks_file_key_document_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."document_files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_files_unfinished_idx" ON "document_files" USING btree ("created_at") WHERE "document_files"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "permits_document_key_idx" ON "permits" USING btree ("document_key") WHERE "permits"."document_key" is not null;