-- Hand-written. The map keeps its answers for a while (see `map-answers.ts`): each answer is kept with the
-- value of this sequence when its search began, and a kept answer is used only while the value is the same.
-- Every row written to or removed from the listings moves it, whoever writes (the app, the account triggers
-- that carry a block over to the listings, an import). A sequence takes no lock: writers never wait on it.
CREATE SEQUENCE "listing_changes" AS bigint;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('listing_changes');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "properties_changes" AFTER INSERT OR UPDATE OR DELETE ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "listing_changed"();--> statement-breakpoint
CREATE TRIGGER "properties_truncated" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_changed"();
