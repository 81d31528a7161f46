CREATE TYPE "public"."alert_frequency" AS ENUM('instant', 'daily', 'off');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('match', 'newMessage', 'accessRequested', 'accessAnswered');--> statement-breakpoint
CREATE TYPE "public"."saved_search_kind" AS ENUM('property', 'request');--> statement-breakpoint
CREATE TABLE "alert_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"saved_search_id" uuid,
	"request_id" uuid,
	"user_id" uuid NOT NULL,
	"subject_type" "saved_search_kind" NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "alert_hits_one_target" CHECK (num_nonnulls("alert_hits"."saved_search_id", "alert_hits"."request_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "notification_type" NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "saved_search_kind" NOT NULL,
	"name" text NOT NULL,
	"alert" "alert_frequency" DEFAULT 'instant' NOT NULL,
	"filters" jsonb NOT NULL,
	"area_keys" text[] DEFAULT '{}' NOT NULL,
	"city" text,
	"state" text,
	"postal_codes" text[] DEFAULT '{}' NOT NULL,
	"radius_km" integer DEFAULT 0 NOT NULL,
	"centre_lats" double precision[] DEFAULT '{}' NOT NULL,
	"centre_lngs" double precision[] DEFAULT '{}' NOT NULL,
	"listed_by" uuid,
	"max_price_cents" integer,
	"number_of_rooms" double precision,
	"number_of_bathrooms" double precision,
	"square_meters" double precision,
	"required_rooms" double precision,
	"number_of_residents" double precision,
	"number_of_children" double precision,
	"property_type" "property_type",
	"flags_on" integer DEFAULT 0 NOT NULL,
	"flags_off" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_requests" ADD COLUMN "alerts_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_hits" ADD CONSTRAINT "alert_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_hits" ADD CONSTRAINT "alert_hits_request_id_tenant_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tenant_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_hits" ADD CONSTRAINT "alert_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_hits_saved_search_idx" ON "alert_hits" USING btree ("saved_search_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_hits_request_idx" ON "alert_hits" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_hits_unmailed_idx" ON "alert_hits" USING btree ("created_at") WHERE "alert_hits"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "alert_hits_subject_idx" ON "alert_hits" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_idx" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_run_at_idx" ON "jobs" USING btree ("run_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_area_keys_idx" ON "saved_searches" USING gin ("area_keys") WITH (fastupdate=false);--> statement-breakpoint
-- A listing or request that becomes findable (published available, back to available, its owner
-- unblocked or reactivated, a moderation decision reversed) enqueues one alert job, claimed once
-- across every node. '-infinity': due at once whatever clock the app runs on.
CREATE OR REPLACE FUNCTION "enqueue_became_visible"() RETURNS trigger AS $$
BEGIN
  IF NEW."status" = 'available' AND NEW."owner_visible" AND NEW."moderation" IS NULL
     AND (TG_OP = 'INSERT' OR NOT (OLD."status" = 'available' AND OLD."owner_visible" AND OLD."moderation" IS NULL)) THEN
    INSERT INTO "jobs" ("kind", "key", "run_at") VALUES (TG_ARGV[0], NEW."id"::text, '-infinity')
      ON CONFLICT ("kind", "key") DO NOTHING;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "properties_became_visible" AFTER INSERT OR UPDATE OF "status", "owner_visible", "moderation" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "enqueue_became_visible"('propertyVisible');--> statement-breakpoint
CREATE TRIGGER "tenant_requests_became_visible" AFTER INSERT OR UPDATE OF "status", "owner_visible", "moderation" ON "tenant_requests"
  FOR EACH ROW EXECUTE FUNCTION "enqueue_became_visible"('requestVisible');
