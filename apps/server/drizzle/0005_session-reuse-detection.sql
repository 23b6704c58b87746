CREATE TABLE "session_rotations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rotated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "family_id" text;--> statement-breakpoint
ALTER TABLE "session_rotations" ADD CONSTRAINT "session_rotations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_rotations_expires_idx" ON "session_rotations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "session_family_id_idx" ON "session" USING btree ("family_id");