import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/server) writes a new SQL migration after a schema change; migrations are
// committed and applied at start-up on both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
