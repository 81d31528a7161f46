CREATE TYPE "public"."moderation_state" AS ENUM('removed', 'restricted');--> statement-breakpoint
CREATE TYPE "public"."moderation_case_status" AS ENUM('open', 'decided');--> statement-breakpoint
CREATE TYPE "public"."complainant_role" AS ENUM('owner', 'reporter');--> statement-breakpoint
CREATE TYPE "public"."complaint_outcome" AS ENUM('upheld', 'reversed');--> statement-breakpoint
CREATE TYPE "public"."complaint_status" AS ENUM('open', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."moderation_action" AS ENUM('dismiss', 'remove', 'restrict', 'warn', 'suspend');--> statement-breakpoint
CREATE TYPE "public"."moderation_ground" AS ENUM('illegal', 'terms');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('scam', 'discrimination', 'illegal', 'false_information', 'spam', 'offensive', 'privacy', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_subject_type" AS ENUM('property', 'request', 'message', 'user');--> statement-breakpoint
CREATE TYPE "public"."signal_kind" AS ENUM('rent_below_area', 'photo_reused', 'payment_phrase');--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" "report_subject_type" NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject_owner_id" uuid,
	"status" "moderation_case_status" DEFAULT 'open' NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"reasons" "report_reason"[] DEFAULT '{}' NOT NULL,
	"automated" boolean DEFAULT false NOT NULL,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decision_id" uuid
);--> statement-breakpoint
CREATE TABLE "moderation_complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"complainant_id" uuid NOT NULL,
	"complainant_role" "complainant_role" NOT NULL,
	"explanation" text NOT NULL,
	"status" "complaint_status" DEFAULT 'open' NOT NULL,
	"outcome" "complaint_outcome",
	"statement" text,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"subject_type" "report_subject_type" NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject_owner_id" uuid,
	"subject_title" text,
	"admin_id" uuid,
	"action" "moderation_action" NOT NULL,
	"ground" "moderation_ground",
	"ground_detail" text,
	"statement" text NOT NULL,
	"unfounded" boolean DEFAULT false NOT NULL,
	"automated_detection" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "photo_hashes" (
	"image_id" uuid PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"hash" bigint NOT NULL,
	"band_keys" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"case_id" uuid NOT NULL,
	"subject_type" "report_subject_type" NOT NULL,
	"subject_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reporter_name" text,
	"reporter_email" text,
	"reporter_language" text DEFAULT 'de' NOT NULL,
	"reason" "report_reason" NOT NULL,
	"explanation" text NOT NULL,
	"subject_url" text,
	"automated" boolean DEFAULT false NOT NULL,
	"status" "moderation_case_status" DEFAULT 'open' NOT NULL,
	"decision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "scam_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" "report_subject_type" NOT NULL,
	"subject_id" uuid NOT NULL,
	"owner_id" uuid,
	"kind" "signal_kind" NOT NULL,
	"detail" text NOT NULL,
	"report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "moderation" "moderation_state";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "moderation_decision_id" uuid;--> statement-breakpoint
ALTER TABLE "tenant_requests" ADD COLUMN "moderation" "moderation_state";--> statement-breakpoint
ALTER TABLE "tenant_requests" ADD COLUMN "moderation_decision_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "moderation" "moderation_state";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "moderation_decision_id" uuid;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_subject_owner_id_users_id_fk" FOREIGN KEY ("subject_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_complaints" ADD CONSTRAINT "moderation_complaints_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_complaints" ADD CONSTRAINT "moderation_complaints_complainant_id_users_id_fk" FOREIGN KEY ("complainant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_complaints" ADD CONSTRAINT "moderation_complaints_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_subject_owner_id_users_id_fk" FOREIGN KEY ("subject_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_image_id_property_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."property_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_signals" ADD CONSTRAINT "scam_signals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_signals" ADD CONSTRAINT "scam_signals_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_subject_unique" ON "moderation_cases" USING btree ("subject_type","subject_id") WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("status","first_reported_at");--> statement-breakpoint
CREATE INDEX "moderation_cases_subject_idx" ON "moderation_cases" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_complaints_once_unique" ON "moderation_complaints" USING btree ("decision_id","complainant_id");--> statement-breakpoint
CREATE INDEX "moderation_complaints_queue_idx" ON "moderation_complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_owner_idx" ON "moderation_decisions" USING btree ("subject_owner_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_created_idx" ON "moderation_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_subject_idx" ON "moderation_decisions" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "photo_hashes_band_keys_idx" ON "photo_hashes" USING gin ("band_keys");--> statement-breakpoint
CREATE INDEX "photo_hashes_property_idx" ON "photo_hashes" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reference_unique" ON "reports" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "reports_case_idx" ON "reports" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_email_idx" ON "reports" USING btree (lower("reporter_email"),"created_at");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_decision_idx" ON "reports" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "scam_signals_subject_idx" ON "scam_signals" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "scam_signals_owner_idx" ON "scam_signals" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "scam_signals_created_idx" ON "scam_signals" USING btree ("created_at");
