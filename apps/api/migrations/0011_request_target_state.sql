-- Hand-written. Several German towns share a name ("Halle" lies in three states), so a request's
-- target city is told apart by its state, as a listing's city already is (properties.state).
ALTER TABLE "tenant_requests" ADD COLUMN "target_state" text;--> statement-breakpoint
-- Existing requests: the state of the city's name where the postal-code table knows just one.
UPDATE "tenant_requests" r SET "target_state" = s."state"
FROM (
	SELECT lower("place") AS "place", min("state") AS "state"
	FROM "postal_codes"
	WHERE "state" IS NOT NULL
	GROUP BY lower("place")
	HAVING count(DISTINCT "state") = 1
) s
WHERE r."target_state" IS NULL AND lower(r."target_city") = s."place";--> statement-breakpoint
-- Same-named towns: the state of the request's own target postal codes in that city, when they
-- all lie in one state.
UPDATE "tenant_requests" r SET "target_state" = (
	SELECT min(p."state")
	FROM "postal_codes" p
	WHERE lower(p."place") = lower(r."target_city") AND p."zipcode" = ANY (r."target_postal_codes") AND p."state" IS NOT NULL
	HAVING count(DISTINCT p."state") = 1
)
WHERE r."target_state" IS NULL AND r."target_city" IS NOT NULL AND cardinality(r."target_postal_codes") > 0;
