DROP INDEX "properties_city_idx";--> statement-breakpoint
DROP INDEX "tenant_requests_city_idx";--> statement-breakpoint
CREATE INDEX "properties_postal_code_idx" ON "properties" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "tenant_requests_postal_codes_idx" ON "tenant_requests" USING gin ("target_postal_codes");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree (lower("city"),"status");--> statement-breakpoint
CREATE INDEX "tenant_requests_city_idx" ON "tenant_requests" USING btree (lower("target_city"),"status");