import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contactMessages, type Database, dogs, openDatabase, users, volunteers } from '@campito/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { loadConfig } from '../env';
import { localStorage } from '../media/storage';
import { planVolunteers } from '../seed/volunteers';
import { resetCommand, seedCommand } from './commands';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'campito-cli-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const count = async (database: Database, table: typeof dogs | typeof contactMessages | typeof users) =>
  (await database.db.select().from(table)).length;

describe('npm run db:seed', () => {
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('on a database with content, without --yes: lists each table and its rows in Spanish and touches nothing', async () => {
    await database.db.insert(contactMessages).values({
      fullName: 'Marta Gómez',
      email: 'marta@example.com',
      telephone: '1155550000',
      asunto: 'Consulta',
      consulta: 'Hola',
    });
    await database.db.insert(volunteers).values(planVolunteers(new Date()).slice(0, 2));
    await database.db.insert(users).values({ name: 'Ana', email: 'ana@example.com' });

    const result = await seedCommand({
      database,
      storage: localStorage(path.join(dir, 'media')),
      yes: false,
    });

    expect(result.code).toBe(1);
    expect(result.message).toContain('La base ya tiene datos');
    expect(result.message).toContain('  contact_messages: 1 fila\n');
    expect(result.message).toContain('  volunteers: 2 filas');
    // Only tables with rows, and never the ones db:seed keeps.
    expect(result.message).not.toContain('dogs:');
    expect(result.message).not.toContain('users:');
    expect(result.message).toContain('npm run db:seed -- --yes');
    expect(await count(database, contactMessages)).toBe(1);
    expect(await count(database, dogs)).toBe(0);
  });

  it('with --yes replaces the content and keeps the users', async () => {
    await database.db.insert(contactMessages).values({
      fullName: 'Marta Gómez',
      email: 'marta@example.com',
      telephone: '1155550000',
      asunto: 'Consulta',
      consulta: 'Hola',
    });
    await database.db.insert(users).values({ name: 'Ana', email: 'ana@example.com' });
    const storage = localStorage(path.join(dir, 'media'));
    const result = await seedCommand({ database, storage, yes: true });
    expect(result.code).toBe(0);
    expect(result.message).toMatch(/^Contenido de demostración cargado: \d+ perros/);
    expect(await count(database, dogs)).toBeGreaterThan(0);
    const messages = await database.db.select({ email: contactMessages.email }).from(contactMessages);
    expect(messages.map((m) => m.email)).not.toContain('marta@example.com');
    expect(await count(database, users)).toBe(1);

    // Now the demo itself is content: asked again without --yes, it lists the demo's own rows.
    const again = await seedCommand({ database, storage, yes: false });
    expect(again.code).toBe(1);
    expect(again.message).toContain(`  dogs: ${await count(database, dogs)} filas`);
  }, 240_000);
});

/** An embedded database in DATA_DIR/db with one user and one dog, and an image file. */
async function embeddedWithData(dataDir: string) {
  const database = await openDatabase({ dir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    await database.db.insert(users).values({ name: 'Ana', email: 'ana@example.com' });
    await database.db.insert(contactMessages).values([
      { fullName: 'A', email: 'a@example.com', telephone: '1', asunto: 'x', consulta: 'y' },
      { fullName: 'B', email: 'b@example.com', telephone: '2', asunto: 'x', consulta: 'y' },
    ]);
  } finally {
    await database.close();
  }
  await mkdir(path.join(dataDir, 'media'), { recursive: true });
  await writeFile(path.join(dataDir, 'media', 'foto-480.webp'), 'x');
}

describe('npm run db:reset', () => {
  it('on an embedded database with data, without --yes: lists what it would delete and keeps it', async () => {
    await embeddedWithData(dir);
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const result = await resetCommand({ config, yes: false });
    expect(result.code).toBe(1);
    expect(result.message).toContain('La base embebida tiene datos');
    expect(result.message).toContain('  contact_messages: 2 filas');
    expect(result.message).toContain('  users: 1 fila');
    expect(result.message).toContain('y 1 archivos de imágenes');
    expect(result.message).toContain('npm run db:reset -- --yes');
    expect(existsSync(config.dbDir)).toBe(true);
    expect(await readdir(config.mediaDir)).toEqual(['foto-480.webp']);
    // Opening and migrating an embedded database on disk takes tens of seconds on a busy machine.
  }, 120_000);

  it('with --yes deletes the embedded database and the images', async () => {
    await embeddedWithData(dir);
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const result = await resetCommand({ config, yes: true });
    expect(result.code).toBe(0);
    expect(result.message).toContain('Base embebida vaciada');
    expect(existsSync(config.dbDir)).toBe(false);
    expect(existsSync(config.mediaDir)).toBe(false);
  }, 120_000);

  it('with nothing to delete it needs no --yes', async () => {
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
    expect((await resetCommand({ config, yes: false })).code).toBe(0);
  });

  it('never touches a PostgreSQL database', async () => {
    const config = loadConfig(
      { DATA_DIR: dir, DATABASE_URL: 'postgres://u:p@127.0.0.1:1/nada' },
      { serving: false },
    );
    const result = await resetCommand({ config, yes: true });
    expect(result.code).toBe(1);
    expect(result.message).toContain('sólo vacía la base embebida');
  });

  it('the command itself refuses without --yes and exits 1, naming the tables', async () => {
    await embeddedWithData(dir);
    const run = (args: string[]) =>
      new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/reset.ts', ...args], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (d) => {
          stderr += d;
        });
        child.once('error', reject);
        child.once('exit', (code) => resolve({ code, stderr }));
      });
    const refused = await run([]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('contact_messages: 2 filas');
    expect(existsSync(path.join(dir, 'db'))).toBe(true);
    const done = await run(['--yes']);
    expect(done.code).toBe(0);
    expect(existsSync(path.join(dir, 'db'))).toBe(false);
  }, 180_000);
});
