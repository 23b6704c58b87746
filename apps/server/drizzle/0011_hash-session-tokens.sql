-- Session tokens are stored as their SHA-256, base64url without padding (auth/hashed-session-tokens.ts), so a copy
-- of the database signs nobody in. Existing rows are hashed in place: the sessions stay valid, since the server now
-- hashes the token a client presents before looking it up. (Run once; a hash is never hashed again.)
UPDATE "session" SET "token" = rtrim(translate(encode(sha256(convert_to("token", 'UTF8')), 'base64'), '+/', '-_'), '=');
--> statement-breakpoint
-- The Google ID token was only kept because the library keeps it; nothing reads it (sign-in verifies it once).
UPDATE "account" SET "id_token" = NULL WHERE "id_token" IS NOT NULL;
