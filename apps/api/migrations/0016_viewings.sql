CREATE TYPE "public"."viewing_status" AS ENUM('booked', 'cancelled', 'attended', 'noShow');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'viewingInvitation';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'viewingBooked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'viewingCancelled';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'viewingReminder';--> statement-breakpoint
CREATE TABLE "viewing_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"status" "viewing_status" DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" text,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "viewing_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "viewing_slots_places" CHECK ("viewing_slots"."booked" >= 0 and "viewing_slots"."booked" <= "viewing_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hide_exact_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "viewing" jsonb;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_slot_id_viewing_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."viewing_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD CONSTRAINT "viewing_invitations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD CONSTRAINT "viewing_invitations_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD CONSTRAINT "viewing_invitations_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_slots" ADD CONSTRAINT "viewing_slots_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_slots" ADD CONSTRAINT "viewing_slots_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_bookings_live_idx" ON "viewing_bookings" USING btree ("property_id","tenant_id") WHERE "viewing_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "viewing_bookings_slot_idx" ON "viewing_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "viewing_bookings_tenant_idx" ON "viewing_bookings" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "viewing_bookings_landlord_idx" ON "viewing_bookings" USING btree ("landlord_id");--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_invitations_pair_idx" ON "viewing_invitations" USING btree ("property_id","tenant_id");--> statement-breakpoint
CREATE INDEX "viewing_invitations_tenant_idx" ON "viewing_invitations" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "viewing_slots_property_idx" ON "viewing_slots" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewing_slots_landlord_idx" ON "viewing_slots" USING btree ("landlord_id","starts_at");