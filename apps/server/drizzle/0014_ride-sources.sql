CREATE TABLE "ride_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"source" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ride_sources" ADD CONSTRAINT "ride_sources_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_sources" ADD CONSTRAINT "ride_sources_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_sources_external_idx" ON "ride_sources" USING btree ("user_id","source","external_id") WHERE "ride_sources"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "ride_sources_activity_idx" ON "ride_sources" USING btree ("activity_id");--> statement-breakpoint
INSERT INTO "ride_sources" ("id", "user_id", "activity_id", "source", "external_id") SELECT 'rs-' || "id", "user_id", "id", "source", "external_id" FROM "activities";
