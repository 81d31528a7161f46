CREATE TYPE "public"."energy_certificate_type" AS ENUM('consumption', 'demand');--> statement-breakpoint
CREATE TYPE "public"."property_status" AS ENUM('available', 'rented', 'deactivated');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('Apartment', 'House', 'Studio', 'Penthouse');--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text,
	"state" text,
	"lat" double precision,
	"lng" double precision,
	"property_type" "property_type" DEFAULT 'Apartment' NOT NULL,
	"number_of_rooms" double precision,
	"number_of_bathrooms" double precision,
	"square_meters" double precision,
	"is_furnished" boolean DEFAULT false NOT NULL,
	"is_pet_friendly" boolean DEFAULT false NOT NULL,
	"have_garage" boolean DEFAULT false NOT NULL,
	"smoking_allowed" boolean DEFAULT false NOT NULL,
	"have_terrace" boolean DEFAULT false NOT NULL,
	"kitchen_fitted" boolean DEFAULT false NOT NULL,
	"status" "property_status" DEFAULT 'available' NOT NULL,
	"notes" text,
	"rent_cents" integer DEFAULT 0 NOT NULL,
	"additional_cost_cents" integer,
	"warm_rent_cents" integer,
	"energy_certificate_type" "energy_certificate_type",
	"energy_value" double precision,
	"energy_efficiency_class" text,
	"energy_source" text,
	"year_of_construction" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "properties_geo_idx" ON "properties" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city","status");--> statement-breakpoint
CREATE INDEX "property_images_property_idx" ON "property_images" USING btree ("property_id","position");