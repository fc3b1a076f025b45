import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { buildApp } from './app';
import { loadConfig } from './env';
import { TIMEOUTS } from './modules/security/limits';

describe('graceful shutdown', () => {
  it('lets in-flight requests finish, answers new ones 503, then closes the database', async () => {
    const config = loadConfig({
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'campito-shutdown-')),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    const database = await openTestDatabase();
    let closed = false;
    const close = database.close;
    database.close = async () => {
      closed = true;
      await close();
    };
    const app = await buildApp({ config, database, logger: false });
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let started!: () => void;
    const inFlight = new Promise<void>((r) => {
      started = r;
    });
    app.get('/slow', async () => {
      started();
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const slow = fetch(`${base}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await inFlight;
    const closing = app.close();
    // A request that arrives while closing is refused politely (it may also find the port closed).
    const late = await fetch(`${base}/api/health`, { headers: { connection: 'close' } }).then(
      (r) => r.status,
      () => 'refused' as const,
    );
    expect([503, 'refused']).toContain(late);
    expect(closed).toBe(false);
    release();
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    await closing;
    expect(closed).toBe(true);
  });

  it('does not wait for a connection that never sent a request (a browser preconnect)', async () => {
    const config = loadConfig({
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'campito-shutdown-')),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    // An idle socket timeout far beyond the test's own: a close that waited for it would never finish
    // here, and the test would fail by its timeout, not by reading the clock (issue 32).
    const app = await buildApp({
      config,
      database: await openTestDatabase(),
      logger: false,
      timeouts: { ...TIMEOUTS, idleSocketMs: 3_600_000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    await app.close();
    await ended;
    expect(socket.destroyed).toBe(true);
  });
});
