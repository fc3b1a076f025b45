// Issue 15 item 8: an answer made while the database failed is never cached. `/` keeps answering 200
// without its photos when the interface record cannot be read (the home page's loader settles the
// failure); before, that copy was cached and served until the next change. The home route module runs
// with its real loader and component through the real web bridge and answer cache, on a real database
// whose table is taken away for one request.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INTERFACE_ID } from '@campito/core';
import { interfaces } from '@campito/db';
import { sql } from 'drizzle-orm';
import { createElement } from 'react';
import { Outlet } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as home from '../../../../web/app/routes/home';
import { testConfig } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { pageBuild } from '../../../test/page-build';
import { waitFor } from '../../../test/wait';
import { type App, buildApp } from '../../app';

describe('an answer made while the database failed', () => {
  let app: App;
  let dataDir: string;
  let logged: MockInstance<typeof console.error>;
  const slider = [{ key: 'site/slider-1', width: 1200, height: 800, widths: [480, 960], alt: 'Perros' }];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'campito-degraded-'));
    const config = testConfig(dataDir);
    const database = await openTestDatabase();
    app = await buildApp({
      config,
      database,
      logger: false,
      // The home page under a root that reads nothing: its loader is the only one the missing table fails.
      web: {
        build: pageBuild({ 'routes/home': ['', home] }, { default: () => createElement(Outlet) }),
        mode: 'production',
      },
    });
    await app.ready();
    await database.db.insert(interfaces).values({ id: INTERFACE_ID, slider });
    // The insert's own change notification arrives asynchronously on PostgreSQL: let it land first.
    await waitFor(() => app.answerCache.snapshot(['interfaces'])[0]! > 0);
    // The failure is logged as a JSON line on stderr; collected here instead of flooding the output.
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(async () => {
    logged.mockRestore();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is not cached, so the first request after recovery renders and caches the whole page', async () => {
    const { db } = app.deps;
    await db.execute(sql.raw('alter table interfaces rename to interfaces_offline'));
    let during: Awaited<ReturnType<App['inject']>>;
    try {
      during = await app.inject({ method: 'GET', url: '/' });
    } finally {
      await db.execute(sql.raw('alter table interfaces_offline rename to interfaces'));
    }
    // The page still works for the visitor: 200, its tiles, no photos…
    expect(during.statusCode).toBe(200);
    expect(during.body).toContain('data-testid="home-tiles"');
    expect(during.body).not.toContain('data-testid="home-slider"');
    // …but nobody keeps that copy: not this server, not a browser, not a CDN.
    expect(during.headers['x-cache']).toBe('bypass');
    expect(during.headers['cache-control']).toBe('no-store');
    expect(during.headers.etag).toBeUndefined();
    expect(app.answerCache.get('/')).toBeUndefined();
    expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)).msg)).toEqual([
      'page data failed: interface',
    ]);

    const after = await app.inject({ method: 'GET', url: '/' });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('data-testid="home-slider"');
    expect(after.body).toContain('/media/site/slider-1-960.webp');

    const cached = await app.inject({ method: 'GET', url: '/' });
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.body).toBe(after.body);
  });

  it('is never stored when it is not a 200 either, and says so', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/dogs/00000000-0000-0000-0000-000000000000' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['x-cache']).toBe('bypass');
    expect(app.answerCache.get('/api/dogs/00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });
});
