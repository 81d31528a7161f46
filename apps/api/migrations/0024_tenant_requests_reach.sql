-- Hand-written. A listing that becomes findable alerts the tenant requests it fits; finding them read
-- every request of its city and every request in a box as wide as the largest radius (50 km), most of
-- which can never reach it: at 100,000 requests a thousand or more per listing. These two indexes
-- hold only the requests that may: those with a radius, by radius band and position, and those with
-- no postal codes, by city (a request with postal codes is in their area only).
CREATE INDEX "tenant_requests_reach_idx" ON "tenant_requests" USING btree ("radius_km", "lat", "lng")
  WHERE "status" = 'available' AND "owner_visible" AND "radius_km" > 0;--> statement-breakpoint
CREATE INDEX "tenant_requests_city_only_idx" ON "tenant_requests" USING btree (lower("target_city"))
  WHERE "status" = 'available' AND "owner_visible" AND cardinality("target_postal_codes") = 0;
