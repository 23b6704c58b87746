CREATE TABLE "summary_email_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"week" boolean DEFAULT true NOT NULL,
	"month" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_summaries" ADD COLUMN "email_status" text;--> statement-breakpoint
ALTER TABLE "coach_summaries" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_summaries" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
ALTER TABLE "summary_email_settings" ADD CONSTRAINT "summary_email_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_summaries_unsubscribe_idx" ON "coach_summaries" USING btree ("unsubscribe_token_hash");