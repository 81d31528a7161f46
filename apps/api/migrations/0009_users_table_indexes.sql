-- Hand-written (drizzle-kit cannot express operator classes on expressions): the admin users table
-- searches with `lower(email) LIKE '%…%'` and `lower(first_name || ' ' || last_name) LIKE '%…%'`
-- (apps/api/src/modules/admin/queries.ts). Trigram GIN indexes on exactly these expressions let
-- PostgreSQL answer an infix search without reading every user. pg_trgm is a trusted extension
-- (PostgreSQL 13+): the database owner may create it; PGlite loads it from its contrib bundle.
-- The three btree indexes match the table's sort orders (joined, name, expiry, each then by id), so
-- a page of the unfiltered table reads ten index entries instead of sorting every user.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_joined_idx" ON "users" USING btree ("created_at" DESC, "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_sort_idx" ON "users" USING btree ("last_name", "first_name", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_expiry_idx" ON "users" USING btree ("payment_expires_at", "id");
