CREATE TABLE "rate_limit_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" bigint[] NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_attempts_expires_at_idx" ON "rate_limit_attempts" USING btree ("expires_at");