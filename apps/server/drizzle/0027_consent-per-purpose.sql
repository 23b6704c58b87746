-- Consent per purpose for provider connections and marketing e-mail (issue #20). Connections and confirmed newsletter
-- subscriptions made before this were agreed to when the rider connected or confirmed: record those grants, as of
-- that time and under the version 'before-2026-12-07', so the rider sees them and can withdraw them.
INSERT INTO "consents" ("id", "user_id", "purpose", "text_version", "granted_at")
SELECT 'legacy-' || "provider" || '-' || "user_id", "user_id", "provider", 'before-2026-12-07', "created_at"
FROM "provider_connections"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "consents" ("id", "user_id", "purpose", "text_version", "granted_at")
SELECT 'legacy-marketing-' || u."id", u."id", 'marketing_email', 'before-2026-12-07', coalesce(n."confirmed_at", n."consent_at")
FROM "newsletter_subscriptions" n JOIN "user" u ON lower(u."email") = lower(n."email")
WHERE n."status" = 'confirmed'
ON CONFLICT DO NOTHING;
