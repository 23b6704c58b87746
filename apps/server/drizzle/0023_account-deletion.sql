CREATE TABLE "account_deletions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"cancel_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"delete_after" timestamp with time zone,
	"log_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_rights_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"via" text NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_confirm_idx" ON "account_deletions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "account_deletions_cancel_idx" ON "account_deletions" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("delete_after");--> statement-breakpoint
CREATE INDEX "data_rights_requests_account_idx" ON "data_rights_requests" USING btree ("account_id");