CREATE TABLE "readiness_versions" (
	"business_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "readiness_versions" ADD CONSTRAINT "readiness_versions_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An instance keeps a business's readiness answers while its version stands (docs/decisions/0034). A change to
-- what readiness reads sets the version to the changing transaction's id: unique, so a kept answer is never
-- taken for a newer one, and set once however many rows the transaction changes. Deferred to the commit, so
-- the version row is locked only while the transaction commits. Only an UPDATE: a cascade from a deleted
-- business finds no row to set, and needs none.
CREATE FUNCTION "readiness_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changing" bigint := pg_current_xact_id()::text::bigint;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "readiness_versions" SET "version" = "changing"
      WHERE "business_id" = OLD."business_id" AND "version" <> "changing";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "readiness_versions" SET "version" = "changing"
      WHERE "business_id" = NEW."business_id" AND "version" <> "changing";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "permits_readiness_changed" AFTER INSERT OR UPDATE OR DELETE ON "permits"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "readiness_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vehicles_readiness_changed" AFTER INSERT OR UPDATE OR DELETE ON "vehicles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "readiness_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "business_profiles_readiness_changed" AFTER INSERT OR UPDATE OR DELETE ON "business_profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "readiness_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "events_readiness_changed" AFTER INSERT OR UPDATE OR DELETE ON "events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "readiness_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "event_vehicles_readiness_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_vehicles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "readiness_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "event_line_marks_readiness_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_line_marks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "readiness_changed"();
--> statement-breakpoint
-- A business has its row from the start, so that no change of a business without one goes unseen; the reader
-- still adds a missing one.
CREATE FUNCTION "readiness_version_of_new_business"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "readiness_versions" ("business_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organization_readiness_version" AFTER INSERT ON "organization"
  FOR EACH ROW EXECUTE FUNCTION "readiness_version_of_new_business"();
--> statement-breakpoint
INSERT INTO "readiness_versions" ("business_id") SELECT "id" FROM "organization" ON CONFLICT DO NOTHING;
