-- Hand-written (drizzle-kit cannot express triggers or functions).
--
-- Search used to join every candidate listing with its owner to hide the listings of blocked,
-- soft-deleted or deactivated accounts and to rank 12-month plans first. The owner's two facts
-- now live on the listing rows, kept by the database itself so that every code path that changes
-- an account (admin actions, payments, account deletion, …) keeps search right without knowing it:
--   owner_visible   = the owner is neither blocked, soft-deleted nor deactivated
--   owner_top_until = the end of the owner's 12-month plan (NULL without one); the search compares
--                     it with the time of the request, so an expiring plan needs no update.
ALTER TABLE "properties" ADD COLUMN "owner_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_top_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_requests" ADD COLUMN "owner_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_requests" ADD COLUMN "owner_top_until" timestamp with time zone;--> statement-breakpoint
UPDATE "properties" p SET
  "owner_visible" = NOT (u."is_blocked" OR u."is_soft_deleted" OR u."is_deactivated"),
  "owner_top_until" = CASE WHEN u."subscription_months" = 12 THEN u."payment_expires_at" END
FROM "users" u WHERE u."id" = p."owner_id";--> statement-breakpoint
UPDATE "tenant_requests" r SET
  "owner_visible" = NOT (u."is_blocked" OR u."is_soft_deleted" OR u."is_deactivated"),
  "owner_top_until" = CASE WHEN u."subscription_months" = 12 THEN u."payment_expires_at" END
FROM "users" u WHERE u."id" = r."user_id";--> statement-breakpoint

-- A new listing takes its owner's facts. FOR SHARE waits for an account change that is under way
-- (and holds one back until this insert commits), so a listing created while its owner is being
-- blocked cannot keep a stale "visible".
CREATE OR REPLACE FUNCTION "properties_owner_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT NOT (u."is_blocked" OR u."is_soft_deleted" OR u."is_deactivated"),
         CASE WHEN u."subscription_months" = 12 THEN u."payment_expires_at" END
    INTO NEW."owner_visible", NEW."owner_top_until"
    FROM "users" u WHERE u."id" = NEW."owner_id" FOR SHARE;
  -- No owner: the foreign key rejects the row right after; keep NOT NULL from speaking first.
  NEW."owner_visible" := coalesce(NEW."owner_visible", true);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "properties_owner_facts" BEFORE INSERT OR UPDATE OF "owner_id" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_owner_facts"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tenant_requests_owner_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT NOT (u."is_blocked" OR u."is_soft_deleted" OR u."is_deactivated"),
         CASE WHEN u."subscription_months" = 12 THEN u."payment_expires_at" END
    INTO NEW."owner_visible", NEW."owner_top_until"
    FROM "users" u WHERE u."id" = NEW."user_id" FOR SHARE;
  NEW."owner_visible" := coalesce(NEW."owner_visible", true);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tenant_requests_owner_facts" BEFORE INSERT OR UPDATE OF "user_id" ON "tenant_requests"
  FOR EACH ROW EXECUTE FUNCTION "tenant_requests_owner_facts"();--> statement-breakpoint

-- An account change carries over to the owner's listings; rows already right are not rewritten.
CREATE OR REPLACE FUNCTION "users_listing_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  visible boolean := NOT (NEW."is_blocked" OR NEW."is_soft_deleted" OR NEW."is_deactivated");
  top_until timestamptz := CASE WHEN NEW."subscription_months" = 12 THEN NEW."payment_expires_at" END;
BEGIN
  UPDATE "properties" SET "owner_visible" = visible, "owner_top_until" = top_until
   WHERE "owner_id" = NEW."id" AND ("owner_visible", "owner_top_until") IS DISTINCT FROM (visible, top_until);
  UPDATE "tenant_requests" SET "owner_visible" = visible, "owner_top_until" = top_until
   WHERE "user_id" = NEW."id" AND ("owner_visible", "owner_top_until") IS DISTINCT FROM (visible, top_until);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_listing_facts"
  AFTER UPDATE OF "is_blocked", "is_soft_deleted", "is_deactivated", "subscription_months", "payment_expires_at" ON "users"
  FOR EACH ROW
  WHEN ((OLD."is_blocked", OLD."is_soft_deleted", OLD."is_deactivated", OLD."subscription_months", OLD."payment_expires_at")
        IS DISTINCT FROM (NEW."is_blocked", NEW."is_soft_deleted", NEW."is_deactivated", NEW."subscription_months", NEW."payment_expires_at"))
  EXECUTE FUNCTION "users_listing_facts"();--> statement-breakpoint

-- Everyone but the owner (and admins) searches only available listings of visible owners: the
-- search indexes hold just those rows. Listings of one landlord go through the owner index.
DROP INDEX IF EXISTS "properties_city_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_geo_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_postal_code_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tenant_requests_city_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tenant_requests_geo_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tenant_requests_postal_codes_idx";--> statement-breakpoint
CREATE INDEX "properties_search_city_idx" ON "properties" USING btree (lower("city")) WHERE "status" = 'available' AND "owner_visible";--> statement-breakpoint
CREATE INDEX "properties_search_geo_idx" ON "properties" USING btree ("lat", "lng") WHERE "status" = 'available' AND "owner_visible";--> statement-breakpoint
CREATE INDEX "properties_search_postal_code_idx" ON "properties" USING btree ("postal_code") WHERE "status" = 'available' AND "owner_visible";--> statement-breakpoint
CREATE INDEX "tenant_requests_search_city_idx" ON "tenant_requests" USING btree (lower("target_city")) WHERE "status" = 'available' AND "owner_visible";--> statement-breakpoint
CREATE INDEX "tenant_requests_search_geo_idx" ON "tenant_requests" USING btree ("lat", "lng") WHERE "status" = 'available' AND "owner_visible";--> statement-breakpoint
CREATE INDEX "tenant_requests_search_postal_codes_idx" ON "tenant_requests" USING gin ("target_postal_codes") WHERE "status" = 'available' AND "owner_visible";
