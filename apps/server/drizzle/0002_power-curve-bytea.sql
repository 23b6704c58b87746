-- Power curves move from double precision[] to Float64 bytea (no text parsing on season reads). Curves of rides
-- imported before this migration are dropped: they are recomputed by re-importing (only development data existed).
ALTER TABLE "activities" DROP COLUMN "power_curve";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "power_curve" bytea;
