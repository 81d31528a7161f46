DROP INDEX "postal_codes_place_idx";--> statement-breakpoint
CREATE INDEX "postal_codes_place_idx" ON "postal_codes" USING btree (lower("place"));