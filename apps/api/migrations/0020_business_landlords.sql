-- Hand-written. Traceable commercial landlords (DSA Art. 30): a landlord's business details on the account,
-- when they certified, and the admin check (recorded in the audit log as 'business_check').
ALTER TYPE "public"."admin_action" ADD VALUE 'business_check';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_business" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_trade_register" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_no_trade_register" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_certified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_checked_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_checked_by_users_id_fk" FOREIGN KEY ("business_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
