CREATE TABLE "activities" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"external_id" text,
	"file_sha256" text NOT NULL,
	"file_format" text NOT NULL,
	"file_compressed" boolean DEFAULT false NOT NULL,
	"file_bytes" integer NOT NULL,
	"original_filename" text,
	"name" text NOT NULL,
	"sport" text,
	"start_time" timestamp with time zone NOT NULL,
	"elapsed_s" double precision,
	"moving_s" double precision,
	"distance_m" double precision,
	"elevation_gain_m" double precision,
	"has_power" boolean NOT NULL,
	"avg_power_w" double precision,
	"max_power_w" double precision,
	"normalized_power_w" double precision,
	"intensity_factor" double precision,
	"tss" double precision,
	"variability_index" double precision,
	"work_kj" double precision,
	"avg_heart_rate_bpm" double precision,
	"max_heart_rate_bpm" double precision,
	"avg_cadence_rpm" double precision,
	"efficiency_factor" double precision,
	"decoupling_pct" double precision,
	"hr_load" double precision,
	"ftp_estimate_w" double precision,
	"ftp_used_w" double precision,
	"power_curve" double precision[],
	"laps" jsonb NOT NULL,
	"spikes_removed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_streams" (
	"activity_id" text NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"encoding" text NOT NULL,
	"sample_count" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "activity_streams_activity_id_channel_pk" PRIMARY KEY("activity_id","channel")
);
--> statement-breakpoint
CREATE TABLE "ftp_history" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"ftp_w" integer NOT NULL,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"activity_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ftp_suggestions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"estimate_w" integer NOT NULL,
	"current_ftp_w" integer,
	"reason_code" text NOT NULL,
	"basis_w" double precision NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_streams" ADD CONSTRAINT "activity_streams_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_streams" ADD CONSTRAINT "activity_streams_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ftp_history" ADD CONSTRAINT "ftp_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ftp_history" ADD CONSTRAINT "ftp_history_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ftp_suggestions" ADD CONSTRAINT "ftp_suggestions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ftp_suggestions" ADD CONSTRAINT "ftp_suggestions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_user_file_idx" ON "activities" USING btree ("user_id","file_sha256");--> statement-breakpoint
CREATE INDEX "activities_user_start_idx" ON "activities" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "activity_streams_user_idx" ON "activity_streams" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ftp_history_user_idx" ON "ftp_history" USING btree ("user_id","effective_at");--> statement-breakpoint
CREATE INDEX "ftp_suggestions_user_idx" ON "ftp_suggestions" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ftp_suggestions_activity_idx" ON "ftp_suggestions" USING btree ("activity_id");