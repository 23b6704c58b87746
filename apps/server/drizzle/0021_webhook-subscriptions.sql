CREATE TABLE "provider_webhook_subscriptions" (
	"provider" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"callback_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "garmin_oauth_states_user_idx" ON "garmin_oauth_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "strava_oauth_states_user_idx" ON "strava_oauth_states" USING btree ("user_id");