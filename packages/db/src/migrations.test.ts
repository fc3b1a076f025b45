// @engines pglite postgres — the migrations themselves: `npm test` runs this file on both (scripts/test.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration, pushSchema } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client';
import * as schema from './schema/index';

describe('migrations', () => {
  it('the committed migrations describe exactly the schema in code', async () => {
    const metaDir = path.join(migrationsFolder, 'meta');
    const snapshots = readdirSync(metaDir)
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort();
    const last = JSON.parse(readFileSync(path.join(metaDir, snapshots.at(-1)!), 'utf8'));
    const current = generateDrizzleJson(schema, last.id);
    const statements = await generateMigration(last, current);
    // Non-empty means someone changed a table without `npm run db:generate`.
    expect(statements).toEqual([]);
  });

  it('migrating an empty database gives exactly the schema the code expects', async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      const { statementsToExecute } = await pushSchema(schema, database.db as never);
      expect(statementsToExecute).toEqual([]);
      // Applying them twice is harmless (start-up runs them every time).
      await database.migrate();
    } finally {
      await database.close();
    }
  });
});
