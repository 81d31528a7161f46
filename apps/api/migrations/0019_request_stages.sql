-- Hand-written. A tenant's data reaches a landlord in stages (browse, contact, interest, contract):
-- the stage of a tenant–landlord pair is the later of "has been in contact" (request_contacts) and
-- the stage the tenant released to that landlord (document_access.released_stage, while granted).
ALTER TYPE "public"."notification_type" ADD VALUE 'applicationInterest';--> statement-breakpoint
CREATE TYPE "request_stage" AS ENUM('browse', 'contact', 'interest', 'contract');--> statement-breakpoint
ALTER TABLE "document_access" ADD COLUMN "released_stage" "request_stage";--> statement-breakpoint
-- Access granted before stages existed released every document: those all count as "other",
-- which belongs to the interest stage, so the landlord keeps what the tenant chose to show.
UPDATE "document_access" SET "released_stage" = 'interest' WHERE "status" = 'granted';--> statement-breakpoint
CREATE TABLE "request_contacts" (
	"tenant_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"landlord_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"since" timestamp with time zone NOT NULL DEFAULT now(),
	PRIMARY KEY ("tenant_id", "landlord_id")
);--> statement-breakpoint
CREATE INDEX "request_contacts_landlord_idx" ON "request_contacts" ("landlord_id");--> statement-breakpoint
-- The tenant applied to one of the landlord's listings: contact data is released to that landlord.
CREATE OR REPLACE FUNCTION "record_application_contact"() RETURNS trigger AS $$
BEGIN
	INSERT INTO "request_contacts" ("tenant_id", "landlord_id", "since")
	VALUES (NEW."tenant_id", NEW."landlord_id", NEW."created_at")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "applications_record_contact" AFTER INSERT ON "applications"
	FOR EACH ROW EXECUTE FUNCTION "record_application_contact"();--> statement-breakpoint
-- The tenant wrote to a landlord or answered one: the tenant's own message releases contact data.
CREATE OR REPLACE FUNCTION "record_message_contact"() RETURNS trigger AS $$
BEGIN
	INSERT INTO "request_contacts" ("tenant_id", "landlord_id", "since")
	SELECT t."id", l."id", NEW."created_at"
	FROM "inboxes" i
	JOIN "users" t ON t."id" = NEW."sender_id" AND t."role" = 'client'
	JOIN "users" l ON l."id" = CASE WHEN i."member_low" = NEW."sender_id" THEN i."member_high" ELSE i."member_low" END
		AND l."role" = 'contractor'
	WHERE i."id" = NEW."inbox_id"
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "messages_record_contact" AFTER INSERT ON "messages"
	FOR EACH ROW EXECUTE FUNCTION "record_message_contact"();--> statement-breakpoint
-- The tenant booked one of the landlord's viewing slots: an answer to the landlord as well.
CREATE OR REPLACE FUNCTION "record_booking_contact"() RETURNS trigger AS $$
BEGIN
	INSERT INTO "request_contacts" ("tenant_id", "landlord_id", "since")
	VALUES (NEW."tenant_id", NEW."landlord_id", NEW."booked_at")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "viewing_bookings_record_contact" AFTER INSERT ON "viewing_bookings"
	FOR EACH ROW EXECUTE FUNCTION "record_booking_contact"();--> statement-breakpoint
INSERT INTO "request_contacts" ("tenant_id", "landlord_id", "since")
SELECT b."tenant_id", b."landlord_id", min(b."booked_at")
FROM "viewing_bookings" b
GROUP BY b."tenant_id", b."landlord_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "request_contacts" ("tenant_id", "landlord_id", "since")
SELECT a."tenant_id", a."landlord_id", min(a."created_at")
FROM "applications" a
GROUP BY a."tenant_id", a."landlord_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "request_contacts" ("tenant_id", "landlord_id", "since")
SELECT t."id", l."id", min(m."created_at")
FROM "messages" m
JOIN "inboxes" i ON i."id" = m."inbox_id"
JOIN "users" t ON t."id" = m."sender_id" AND t."role" = 'client'
JOIN "users" l ON l."id" = CASE WHEN i."member_low" = m."sender_id" THEN i."member_high" ELSE i."member_low" END
	AND l."role" = 'contractor'
GROUP BY t."id", l."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- What a document is decides its stage; documents uploaded before kinds existed are "other".
CREATE TYPE "request_document_kind" AS ENUM('income', 'employment', 'creditReport', 'previousLandlord', 'identity', 'other');--> statement-breakpoint
ALTER TABLE "request_files" ADD COLUMN "document_kind" "request_document_kind";--> statement-breakpoint
UPDATE "request_files" SET "document_kind" = 'other' WHERE "kind" = 'document';--> statement-breakpoint
ALTER TABLE "tenant_requests" ADD COLUMN "employer" text;--> statement-breakpoint
ALTER TABLE "tenant_requests" ADD COLUMN "income_band" text;--> statement-breakpoint
-- The tenant said "I want to rent this flat", and accepted the landlord's offer.
ALTER TABLE "applications" ADD COLUMN "interest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_accepted_at" timestamp with time zone;--> statement-breakpoint
-- An application that released the interest stage ends (declined, withdrawn, expired, closed): the
-- interest and contract stages released to that landlord end with it, unless another live application
-- to them still holds the tenant's interest. A trigger, so every path that ends applications (one,
-- many, the sweeps) does it.
CREATE OR REPLACE FUNCTION "end_released_stages"() RETURNS trigger AS $$
BEGIN
	IF NEW."status" IN ('declined', 'withdrawn', 'expired', 'closed')
		AND OLD."status" IN ('new', 'shortlisted', 'invited', 'offered')
		AND NEW."interest_at" IS NOT NULL
		AND NOT EXISTS (
			SELECT 1 FROM "applications" a
			WHERE a."tenant_id" = NEW."tenant_id" AND a."landlord_id" = NEW."landlord_id" AND a."id" <> NEW."id"
				AND a."status" IN ('new', 'shortlisted', 'invited', 'offered') AND a."interest_at" IS NOT NULL
		) THEN
		UPDATE "document_access" SET "status" = 'removed', "released_stage" = NULL, "decided_at" = NEW."status_changed_at"
		WHERE "tenant_id" = NEW."tenant_id" AND "landlord_id" = NEW."landlord_id"
			AND "status" IN ('granted', 'pending') AND "released_stage" >= 'interest';
	END IF;
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "applications_end_released_stages" AFTER UPDATE OF "status" ON "applications"
	FOR EACH ROW EXECUTE FUNCTION "end_released_stages"();
