CREATE TABLE "strength_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"done_on" date NOT NULL,
	"duration_s" integer NOT NULL,
	"rpe" double precision NOT NULL,
	"tss" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"purpose" text,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "workout_name" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "ftp_test_protocol" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "ftp_test_evidence" text;--> statement-breakpoint
ALTER TABLE "strength_logs" ADD CONSTRAINT "strength_logs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "strength_logs_user_day_idx" ON "strength_logs" USING btree ("user_id","done_on");--> statement-breakpoint
CREATE INDEX "workouts_user_idx" ON "workouts" USING btree ("user_id","updated_at");