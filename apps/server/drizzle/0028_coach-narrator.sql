ALTER TABLE "coach_summaries" ADD COLUMN "narration" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "ai_coach" boolean DEFAULT false NOT NULL;