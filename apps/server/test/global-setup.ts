// Vitest's global setup: the already-migrated template every test database is copied from, made once
// per run (and kept across runs while the migrations stay the same). See db-template.ts.
import { ensurePgliteTemplate, ensurePostgresTemplate } from './db-template';

export default async function setup() {
  if (process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL) {
    await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
  } else {
    await ensurePgliteTemplate();
  }
}
