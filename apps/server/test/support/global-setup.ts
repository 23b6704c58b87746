import { ensurePgliteTemplate } from './pglite-template.ts';

/** Once per run: the migrated PGlite folder each test app copies (pglite-template.ts). Not needed on PostgreSQL. */
export async function setup() {
  if (!process.env.DATABASE_URL) await ensurePgliteTemplate();
}
