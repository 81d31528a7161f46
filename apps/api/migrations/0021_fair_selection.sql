-- Hand-written. Fair selection with a lottery (decision 019): the listing's switch, each applicant's
-- number on the listing, whether the landlord has been shown who applied, and the record of each draw.
ALTER TABLE "properties" ADD COLUMN "fair_selection" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "identity_revealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The applications there are, numbered per listing in the order they were made.
UPDATE "applications" AS a SET "number" = n."rn"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "property_id" ORDER BY "created_at", "id") AS "rn"
  FROM "applications"
) AS n
WHERE a."id" = n."id";--> statement-breakpoint
-- Who was invited before (the application is still invited or offered, or the tenant holds the
-- listing's viewing invitation) has been seen by the landlord already.
UPDATE "applications" AS a SET "identity_revealed" = true
WHERE a."status" IN ('invited', 'offered')
   OR EXISTS (
     SELECT 1 FROM "viewing_invitations" AS v
     WHERE v."property_id" = a."property_id" AND v."tenant_id" = a."tenant_id"
   );--> statement-breakpoint
CREATE UNIQUE INDEX "applications_property_number_idx" ON "applications" USING btree ("property_id","number");--> statement-breakpoint
-- The next number of the listing, for every path that inserts an application (the app applies under
-- the listing's row lock, so two applicants never read the same last number; the unique index above
-- would refuse it anyway). A BEFORE trigger sees the rows its own statement inserted before, so a
-- bulk insert numbers its rows one after the other.
CREATE OR REPLACE FUNCTION "number_application"() RETURNS trigger AS $$
BEGIN
  SELECT coalesce(max("number"), 0) + 1 INTO NEW."number"
  FROM "applications" WHERE "property_id" = NEW."property_id";
  RETURN NEW;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "applications_number" BEFORE INSERT ON "applications"
  FOR EACH ROW WHEN (NEW."number" = 0 AND NEW."property_id" IS NOT NULL)
  EXECUTE FUNCTION "number_application"();--> statement-breakpoint
-- Inviting or offering shows the landlord who applied, whichever path moves it (the pipeline, a draw);
-- it stays shown after a later decline or withdrawal.
CREATE OR REPLACE FUNCTION "reveal_application"() RETURNS trigger AS $$
BEGIN
  NEW."identity_revealed" := true;
  RETURN NEW;
END $$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "applications_reveal" BEFORE UPDATE OF "status" ON "applications"
  FOR EACH ROW WHEN (NEW."status" IN ('invited', 'offered') AND NOT OLD."identity_revealed")
  EXECUTE FUNCTION "reveal_application"();--> statement-breakpoint
CREATE TABLE "application_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"landlord_id" uuid NOT NULL,
	"seed" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"eligible" jsonb NOT NULL,
	"invited" jsonb NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_draws" ADD CONSTRAINT "application_draws_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_draws" ADD CONSTRAINT "application_draws_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_draws_property_idx" ON "application_draws" USING btree ("property_id","created_at");
