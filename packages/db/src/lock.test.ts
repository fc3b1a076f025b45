// @engines pglite postgres — advisory locks: `npm test` runs this file on both (scripts/test.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { DatabaseLockedError, LOCK_FILE_NAME, lockDirectory } from './lock';

const clientPath = fileURLToPath(new URL('./client.ts', import.meta.url));

/** A pid that certainly belonged to a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

/** Runs a separate Node process that tries to open `dir`; resolves with its exit code and stderr. */
function openInChild(dir: string): Promise<{ code: number | null; stderr: string }> {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(clientPath)});
    try {
      const database = await openDatabase({ dir: ${JSON.stringify(dir)} });
      await database.close();
      console.log('opened');
    } catch (err) {
      console.error(err.message);
      process.exit(3);
    }`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, npm_lifecycle_event: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

// Opening a PGlite directory takes seconds on a busy machine: generous limits, no timing asserted.
describe('PGlite single-writer lock', { timeout: 180_000 }, () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'campito-lock-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('a second open of a directory in use fails with a Spanish message naming the holder; after close it opens again', async () => {
    const dir = path.join(root, 'twice');
    const first = await openDatabase({ dir });
    let second: Database | undefined;
    try {
      const error = await openDatabase({ dir }).then(
        (db) => {
          second = db;
          return undefined;
        },
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(DatabaseLockedError);
      const message = (error as Error).message;
      expect(message).toContain(`ya está abierta por otro proceso (pid ${process.pid}`);
      expect(message).toContain(dir);
      expect(message).toContain('Detené ese proceso');
      // The first one is untouched and keeps working.
      await first.ping();
    } finally {
      await second?.close();
      await first.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    const again = await openDatabase({ dir });
    try {
      await again.migrate();
      await again.ping();
      const owner = JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'));
      expect(owner.pid).toBe(process.pid);
      expect(typeof owner.command).toBe('string');
      expect(Number.isNaN(Date.parse(owner.startedAt))).toBe(false);
    } finally {
      await again.close();
    }
  });

  it('a lock left by a process that died is taken over', async () => {
    const dir = path.join(root, 'stale');
    const pid = deadPid();
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid, startedAt: '2020-01-01T00:00:00.000Z', command: 'npm start' }),
    );
    const database = await openDatabase({ dir });
    try {
      await database.ping();
      const owner = JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'));
      expect(owner.pid).toBe(process.pid);
    } finally {
      await database.close();
    }
  });

  it('a lock naming this very pid but not held by this process is stale (a restarted container is pid 1 again)', async () => {
    const dir = path.join(root, 'own-pid');
    await mkdir(dir, { recursive: true });
    writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: process.pid, startedAt: '2020-01-01T00:00:00.000Z', command: 'npm start' }),
    );
    const release = lockDirectory(dir, 'prueba');
    try {
      expect(() => lockDirectory(dir, 'otra')).toThrow(DatabaseLockedError);
      const owner = JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'));
      expect(owner.command).toBe('prueba');
    } finally {
      release();
    }
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('an unreadable lock file is treated as stale', async () => {
    const dir = path.join(root, 'garbage');
    await mkdir(dir, { recursive: true });
    writeFileSync(path.join(dir, LOCK_FILE_NAME), '{ no es json');
    const release = lockDirectory(dir, 'prueba');
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).command).toBe('prueba');
    release();
  });

  it('another process opening the directory while this one holds it fails at once, naming this pid', async () => {
    const dir = path.join(root, 'child');
    const database = await openDatabase({ dir });
    try {
      const { code, stderr } = await openInChild(dir);
      expect(code).toBe(3);
      expect(stderr).toContain(`ya está abierta por otro proceso (pid ${process.pid}`);
    } finally {
      await database.close();
    }
    // Once closed, the other process opens it (the production start-up: preparation child, then server).
    const { code, stderr } = await openInChild(dir);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
