CREATE TABLE "garmin_oauth_states" (
	"state_value" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garmin_workout_pushes" (
	"user_id" text NOT NULL,
	"session_uid" text NOT NULL,
	"plan_id" text NOT NULL,
	"date" text NOT NULL,
	"garmin_workout_id" text NOT NULL,
	"garmin_schedule_id" text,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"access_expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error_code" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "garmin_oauth_states" ADD CONSTRAINT "garmin_oauth_states_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garmin_workout_pushes" ADD CONSTRAINT "garmin_workout_pushes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_connections" ADD CONSTRAINT "provider_connections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garmin_oauth_states_expiry_idx" ON "garmin_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "garmin_workout_pushes_session_idx" ON "garmin_workout_pushes" USING btree ("user_id","plan_id","session_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_connections_user_provider_idx" ON "provider_connections" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_connections_provider_external_idx" ON "provider_connections" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "provider_connections_refresh_idx" ON "provider_connections" USING btree ("access_expires_at") WHERE "provider_connections"."status" = 'active';