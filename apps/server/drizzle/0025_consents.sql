CREATE TABLE "consents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"text_version" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","purpose","granted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_one_open_idx" ON "consents" USING btree ("user_id","purpose") WHERE "consents"."withdrawn_at" is null;--> statement-breakpoint
-- Riders who typed resting HR or HRV before this consent existed did so when the privacy page said filling the
-- check-in was consent: record that grant (as of their first such check-in) so they see it and can withdraw it.
INSERT INTO "consents" ("id", "user_id", "purpose", "text_version", "granted_at")
SELECT 'legacy-health-' || "user_id", "user_id", 'health_data', 'before-2026-11-27', min("created_at")
FROM "check_ins" WHERE "resting_hr_bpm" IS NOT NULL OR "hrv_ms" IS NOT NULL GROUP BY "user_id";
