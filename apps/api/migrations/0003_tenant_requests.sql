CREATE TYPE "public"."document_access_status" AS ENUM('pending', 'granted', 'removed');--> statement-breakpoint
CREATE TYPE "public"."request_file_kind" AS ENUM('image', 'document');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('available', 'found', 'paused');--> statement-breakpoint
CREATE TABLE "document_access" (
	"tenant_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"status" "document_access_status" DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "document_access_tenant_id_landlord_id_pk" PRIMARY KEY("tenant_id","landlord_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_properties" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_properties_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_requests" (
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_requests_user_id_request_id_pk" PRIMARY KEY("user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" "request_file_kind" NOT NULL,
	"title" text,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"nationality" text,
	"profession" text,
	"relationship_status" "relationship_status" DEFAULT 'Single' NOT NULL,
	"number_of_residents" integer DEFAULT 1 NOT NULL,
	"animals_info" text,
	"number_of_children" integer DEFAULT 0 NOT NULL,
	"children_info" text,
	"number_of_vehicles" integer DEFAULT 0 NOT NULL,
	"additional_cost_cents" integer DEFAULT 0 NOT NULL,
	"garage_required" boolean DEFAULT false NOT NULL,
	"smoking_allowed" boolean DEFAULT false NOT NULL,
	"need_terrace" boolean DEFAULT false NOT NULL,
	"kitchen_fitted" boolean DEFAULT false NOT NULL,
	"is_furnished" boolean DEFAULT false NOT NULL,
	"is_pet_friendly" boolean DEFAULT false NOT NULL,
	"allowed_file_view" boolean DEFAULT false NOT NULL,
	"property_type" "property_type" DEFAULT 'Apartment' NOT NULL,
	"required_rooms" double precision DEFAULT 2 NOT NULL,
	"current_postal_code" text,
	"current_address" text,
	"target_city" text,
	"target_postal_codes" text[] DEFAULT '{}' NOT NULL,
	"target_addresses" text[] DEFAULT '{}' NOT NULL,
	"residential_preferences" text,
	"max_price_cents" integer DEFAULT 0 NOT NULL,
	"number_of_bathrooms" double precision DEFAULT 2 NOT NULL,
	"square_meters" double precision DEFAULT 200 NOT NULL,
	"radius_km" integer DEFAULT 0 NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"status" "request_status" DEFAULT 'available' NOT NULL,
	"notes" text,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_access" ADD CONSTRAINT "document_access_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access" ADD CONSTRAINT "document_access_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_properties" ADD CONSTRAINT "favourite_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_properties" ADD CONSTRAINT "favourite_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_requests" ADD CONSTRAINT "favourite_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_requests" ADD CONSTRAINT "favourite_requests_request_id_tenant_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tenant_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_files" ADD CONSTRAINT "request_files_request_id_tenant_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tenant_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_requests" ADD CONSTRAINT "tenant_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_access_landlord_idx" ON "document_access" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "request_files_request_idx" ON "request_files" USING btree ("request_id","kind","position");--> statement-breakpoint
CREATE INDEX "tenant_requests_user_idx" ON "tenant_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tenant_requests_geo_idx" ON "tenant_requests" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "tenant_requests_city_idx" ON "tenant_requests" USING btree ("target_city","status");