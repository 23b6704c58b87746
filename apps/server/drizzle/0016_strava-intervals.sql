CREATE TABLE "intervals_pushed_workouts" (
	"user_id" text NOT NULL,
	"external_id" text NOT NULL,
	"date" date NOT NULL,
	"content_hash" text NOT NULL,
	"pushed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "intervals_pushed_workouts_user_id_external_id_pk" PRIMARY KEY("user_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "strava_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intervals_pushed_workouts" ADD CONSTRAINT "intervals_pushed_workouts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strava_oauth_states" ADD CONSTRAINT "strava_oauth_states_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "strava_oauth_states_expiry_idx" ON "strava_oauth_states" USING btree ("expires_at");