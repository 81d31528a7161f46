CREATE TYPE "public"."application_closed_reason" AS ENUM('let', 'deactivated', 'removed', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('new', 'shortlisted', 'invited', 'offered', 'declined', 'withdrawn', 'expired', 'closed');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'applicationReceived';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'applicationStatus';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'applicationWithdrawn';--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"request_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"property_title" text NOT NULL,
	"status" "application_status" DEFAULT 'new' NOT NULL,
	"message" text,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"closed_reason" "application_closed_reason"
);
--> statement-breakpoint
CREATE TABLE "landlord_responses" (
	"landlord_id" uuid PRIMARY KEY NOT NULL,
	"rate" double precision,
	"median_hours" double precision,
	"sample" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "applications_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "application_limit" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_request_id_tenant_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tenant_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlord_responses" ADD CONSTRAINT "landlord_responses_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_live_pair_idx" ON "applications" USING btree ("property_id","tenant_id") WHERE status in ('new', 'shortlisted', 'invited', 'offered');--> statement-breakpoint
CREATE INDEX "applications_property_idx" ON "applications" USING btree ("property_id","status","created_at");--> statement-breakpoint
CREATE INDEX "applications_tenant_idx" ON "applications" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_tenant_live_idx" ON "applications" USING btree ("tenant_id") WHERE status in ('new', 'shortlisted', 'invited', 'offered');--> statement-breakpoint
CREATE INDEX "applications_landlord_idx" ON "applications" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_expiry_idx" ON "applications" USING btree ("expires_at") WHERE expires_at is not null;--> statement-breakpoint
-- A listing that is let, deactivated or removed by moderation, or deleted, stops taking tenants: its
-- live applications close with a notice. The trigger only enqueues the work (the app's clock stamps
-- the answers); a deleted listing's applications are named in the job, since the delete unlinks them.
-- '-infinity': due at once whatever clock the app runs on.
CREATE OR REPLACE FUNCTION "enqueue_applications_closed"() RETURNS trigger AS $$
DECLARE
  reason text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "jobs" ("kind", "key", "run_at", "payload")
      SELECT 'applicationsClosed', OLD."id"::text || ':deleted', '-infinity',
             jsonb_build_object('reason', 'deleted', 'ids', jsonb_agg("id"))
      FROM "applications"
      WHERE "property_id" = OLD."id" AND "status" IN ('new', 'shortlisted', 'invited', 'offered')
      HAVING count(*) > 0
      ON CONFLICT ("kind", "key") DO NOTHING;
    RETURN OLD;
  END IF;
  IF NEW."moderation" = 'removed' AND OLD."moderation" IS DISTINCT FROM 'removed' THEN
    reason := 'removed';
  ELSIF OLD."status" = 'available' AND NEW."status" = 'rented' THEN
    reason := 'let';
  ELSIF OLD."status" = 'available' AND NEW."status" = 'deactivated' THEN
    reason := 'deactivated';
  END IF;
  IF reason IS NOT NULL AND EXISTS (
    SELECT 1 FROM "applications"
    WHERE "property_id" = NEW."id" AND "status" IN ('new', 'shortlisted', 'invited', 'offered')
  ) THEN
    INSERT INTO "jobs" ("kind", "key", "run_at", "payload")
      VALUES ('applicationsClosed', NEW."id"::text, '-infinity', jsonb_build_object('reason', reason))
      ON CONFLICT ("kind", "key") DO NOTHING;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "properties_close_applications" AFTER UPDATE OF "status", "moderation" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "enqueue_applications_closed"();--> statement-breakpoint
CREATE TRIGGER "properties_deleted_close_applications" BEFORE DELETE ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "enqueue_applications_closed"();
