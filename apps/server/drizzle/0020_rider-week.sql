ALTER TABLE "profiles" ADD COLUMN "day_caps" jsonb;--> statement-breakpoint
-- The week of each rider's active plan becomes their profile's (hours, days Monday first, each day's cap): until now a
-- plan kept its week to itself and Settings showed none.
UPDATE "profiles" AS p SET
  "weekly_hours" = round((pl."input"->>'weeklyHours')::numeric, 1),
  "available_days" = (
    SELECT jsonb_agg(a->>'day' ORDER BY array_position(ARRAY['mon','tue','wed','thu','fri','sat','sun'], a->>'day'))
    FROM jsonb_array_elements(pl."input"->'availability') AS a
  ),
  "day_caps" = (
    SELECT jsonb_object_agg(a->>'day', round((a->>'maxDurationS')::numeric)::int)
    FROM jsonb_array_elements(pl."input"->'availability') AS a
  )
FROM "plans" AS pl
WHERE pl."user_id" = p."user_id" AND pl."status" = 'active' AND jsonb_typeof(pl."input"->'availability') = 'array';
