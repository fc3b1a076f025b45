// @engines pglite postgres — a migration over existing rows: `npm test` runs this file on both (scripts/test.mjs).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

// 0003_email_verification on a database that already has accounts: which ones start verified.
describe('migration 0003_email_verification', () => {
  const before = mkdtempSync(path.join(tmpdir(), 'campito-migrations-'));
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('marks staff, Google accounts and completed password recoveries as verified, and no one else', async () => {
    // The migrations as they were before 0003.
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    const index = journal.entries.findIndex((e: { tag: string }) => e.tag === '0003_email_verification');
    expect(index).toBeGreaterThan(0);
    const older = journal.entries.slice(0, index);
    mkdirSync(path.join(before, 'meta'));
    writeFileSync(path.join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: older }));
    for (const e of older)
      copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(before, `${e.tag}.sql`));

    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into users (name, email, roles, password_hash) values
          ('Administración', 'super@example.com', '{superAdmin}', 'x'),
          ('Equipo', 'admin@example.com', '{public,admin}', 'x'),
          ('Con Google', 'google@example.com', '{public}', null),
          ('Recuperó', 'recupero@example.com', '{public}', 'x'),
          ('Pidió sin usar', 'pidio@example.com', '{public}', 'x'),
          ('Registrada', 'registrada@example.com', '{public}', 'x'),
          ('Voluntaria', 'voluntaria@example.com', '{voluntario}', 'x');
        update users set oidc_issuer = 'https://accounts.google.com', oidc_subject = 'g-1'
          where email = 'google@example.com';
        insert into password_reset_tokens (token_hash, user_id, expires_at, used_at)
          select 'h1', id, now(), now() from users where email = 'recupero@example.com';
        insert into password_reset_tokens (token_hash, user_id, expires_at)
          select 'h2', id, now() + interval '1 hour' from users where email = 'pidio@example.com';
      `);
      await migrate(db, { migrationsFolder });
      const { rows } = await client.query<{ email: string; verified: boolean }>(
        'select email, email_verified_at is not null as verified from users order by email',
      );
      expect(Object.fromEntries(rows.map((r) => [r.email, r.verified]))).toEqual({
        'admin@example.com': true,
        'google@example.com': true,
        'pidio@example.com': false,
        'recupero@example.com': true,
        'registrada@example.com': false,
        'super@example.com': true,
        'voluntaria@example.com': false,
      });
      const tokens = await client.query<{ purpose: string }>('select distinct purpose from mailed_tokens');
      expect(tokens.rows).toEqual([{ purpose: 'password' }]);
    } finally {
      await client.close();
    }
    // Two PGlite migrations: slow on a busy machine.
  }, 120_000);
});
