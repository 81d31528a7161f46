-- Hand-written. Every time a landlord opens one of a tenant's images or documents (a stamped copy), one
-- row: the tenant sees who opened what and when (/profile-view). The row outlives the file and the
-- request (the title is kept as it was then); a landlord's erased account leaves the row without a
-- name ("a deleted account"), the tenant's erased account takes the rows along.
CREATE TABLE "document_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"landlord_id" uuid,
	"request_id" uuid,
	"file_id" uuid,
	"file_title" text,
	"file_kind" "request_file_kind" NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_request_id_tenant_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tenant_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_file_id_request_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."request_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The tenant's log, newest first (read backwards), paged.
CREATE INDEX "document_access_log_tenant_idx" ON "document_access_log" USING btree ("tenant_id","opened_at","id");--> statement-breakpoint
-- The landlord's side (their export, their erasure) and the files and requests that go (set null).
CREATE INDEX "document_access_log_landlord_idx" ON "document_access_log" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "document_access_log_request_idx" ON "document_access_log" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "document_access_log_file_idx" ON "document_access_log" USING btree ("file_id");
