CREATE TABLE "coach_summaries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"period" text NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"facts" jsonb NOT NULL,
	"source" text DEFAULT 'template' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_summaries" ADD CONSTRAINT "coach_summaries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_summaries_user_period_from_idx" ON "coach_summaries" USING btree ("user_id","period","from_day");