CREATE TABLE "calendar_feeds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"sleep" integer NOT NULL,
	"fatigue" integer NOT NULL,
	"soreness" integer NOT NULL,
	"stress" integer NOT NULL,
	"motivation" integer NOT NULL,
	"resting_hr_bpm" integer,
	"hrv_ms" double precision,
	"readiness" double precision NOT NULL,
	"readiness_band" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"origin" text NOT NULL,
	"trigger" text NOT NULL,
	"trigger_ref" text,
	"decided_on" date NOT NULL,
	"from_value" jsonb,
	"to_value" jsonb,
	"extra" jsonb,
	"inputs" jsonb NOT NULL,
	"undoes_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text
);
--> statement-breakpoint
CREATE TABLE "planned_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"date" date NOT NULL,
	"position" integer NOT NULL,
	"uid" text NOT NULL,
	"workout_id" text NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"family" text,
	"strength_focus" text,
	"level" double precision,
	"name" jsonb NOT NULL,
	"duration_s" integer NOT NULL,
	"tss" double precision NOT NULL,
	"status" text NOT NULL,
	"adjusted_by" text,
	"moved_to" date,
	"activity_id" text,
	"compliance" jsonb
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"input" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"plan_version" integer NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"event_date" date,
	"event_priority" text,
	"adapted_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ride_feedback" (
	"activity_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"rpe" integer,
	"feel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unavailable_days" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_sessions" ADD CONSTRAINT "planned_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_sessions" ADD CONSTRAINT "planned_sessions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_sessions" ADD CONSTRAINT "planned_sessions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_feedback" ADD CONSTRAINT "ride_feedback_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_feedback" ADD CONSTRAINT "ride_feedback_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_days" ADD CONSTRAINT "unavailable_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_idx" ON "calendar_feeds" USING btree ("user_id") WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_user_date_idx" ON "check_ins" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_plan_seq_idx" ON "plan_changes" USING btree ("plan_id","seq");--> statement-breakpoint
CREATE INDEX "plan_changes_user_idx" ON "plan_changes" USING btree ("user_id","plan_id");--> statement-breakpoint
CREATE INDEX "plan_changes_trigger_idx" ON "plan_changes" USING btree ("user_id","trigger_ref");--> statement-breakpoint
CREATE INDEX "planned_sessions_user_date_idx" ON "planned_sessions" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "planned_sessions_plan_idx" ON "planned_sessions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plans_user_idx" ON "plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_one_active_idx" ON "plans" USING btree ("user_id") WHERE "plans"."status" = 'active';--> statement-breakpoint
CREATE INDEX "ride_feedback_user_idx" ON "ride_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "unavailable_days_user_idx" ON "unavailable_days" USING btree ("user_id","from_date");