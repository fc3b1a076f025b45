// @engines pglite postgres — two instances on one database: `npm test` runs this file on both (scripts/test.mjs).
// Issue 15 item 5: two instances of the app, each with its own connection pool, DATA_DIR and port, on one
// PostgreSQL database and one S3-compatible bucket, as behind a load balancer without sticky sessions.
// Each step starts on instance A and finishes on instance B over real HTTP.
// PostgreSQL only: several instances need a database server to share (the embedded PGlite is one
// process by design, and its single-writer lock refuses a second one), so the PGlite pass has nothing
// to run here; the PostgreSQL pass of `npm test` runs it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, dogs, openDatabase } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../test/admin-client';
import { signIn } from '../test/admin-fixtures';
import { createPostgresTestDatabase, testEngine } from '../test/database';
import { FOUND_DOG, insertTestDogs } from '../test/dog-fixtures';
import { multipartBody, png } from '../test/image-fixtures';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../test/oidc-provider';
import { startTestS3, type TestS3 } from '../test/s3';
import { waitFor } from '../test/wait';
import { type App, buildApp } from './app';
import { loadConfig } from './env';

const SITE = 'http://localhost:3000';

interface Instance {
  app: App;
  url: string;
  database: Database;
  dataDir: string;
}

describe.runIf(testEngine === 'postgres')('two instances on one PostgreSQL and one bucket', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let s3: TestS3;
  let provider: TestOidcProvider;
  let a: Instance;
  let b: Instance;

  async function instance(url: string): Promise<Instance> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'campito-instance-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SESSION_SECRET: 'shared-secret-shared-secret-shared-secret-01',
      PUBLIC_URL: SITE,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MULTIPLIER: '100',
      ...s3.env,
      ...provider.env,
    });
    const database = await openDatabase({ url, poolSize: 4 });
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { app, url: `http://127.0.0.1:${port}`, database, dataDir };
  }

  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    s3 = await startTestS3();
    provider = await startOidcProvider({ redirectUris: [`${SITE}/api/auth/google/callback`] });
    const first = await openDatabase({ url: created.url, poolSize: 1 });
    await first.migrate();
    await first.close();
    a = await instance(created.url);
    b = await instance(created.url);
  }, 120_000);

  afterAll(async () => {
    for (const i of [a, b]) {
      await i?.app.close();
      if (i) await rm(i.dataDir, { recursive: true, force: true });
    }
    await provider?.close();
    await s3?.close();
    await created?.drop();
  });

  it('an image uploaded through A is served by B, byte for byte', async () => {
    const body = await multipartBody({ ...FOUND_DOG, name: 'Lucera' }, [
      { name: 'lucera.png', data: await png(800, 600) },
    ]);
    const sent = await fetch(`${a.url}/api/dogs`, {
      method: 'POST',
      headers: body.headers,
      body: body.payload,
    });
    expect(sent.status).toBe(201);
    const { _id } = (await sent.json()) as { _id: string };
    const [row] = await b.database.db.select().from(dogs).where(eq(dogs.id, _id));
    const image = row!.images[0]!;
    const name = `${image.key}-${image.widths[0]}.webp`;
    const fromA = await fetch(`${a.url}/media/${name}`);
    const fromB = await fetch(`${b.url}/media/${name}`);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('a session opened on A works on B, and signing out on B ends it on A', async () => {
    const person = { name: 'Marta Giménez', email: 'marta@example.com', pass: 'perros2024' };
    expect((await fetch(`${a.url}/api/auth/register`, json(person))).status).toBe(201);
    const login = await fetch(`${a.url}/api/auth/login`, json({ email: person.email, pass: person.pass }));
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = (from: Instance) =>
      fetch(`${from.url}/api/auth/me`, { headers: { cookie } }).then((r) => r.json());
    expect((await me(b)).user.email).toBe(person.email);
    expect(
      (await fetch(`${b.url}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status,
    ).toBeLessThan(300);
    expect((await me(a)).user).toBeNull();
  });

  it('a Google sign-in started on A completes on B', async () => {
    const start = await fetch(`${a.url}/api/auth/google`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const flowCookie = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const back = new URL(
      await signInAtProvider(start.headers.get('location')!, {
        email: 'viajera@example.com',
        name: 'Viajera',
      }),
    );
    expect(back.pathname).toBe('/api/auth/google/callback');
    const done = await fetch(`${b.url}${back.pathname}${back.search}`, {
      redirect: 'manual',
      headers: { cookie: flowCookie },
    });
    expect(done.status).toBe(302);
    // A new email lands on the confirmation step, never on the error (which a per-instance secret gave).
    expect(done.headers.get('location')).toMatch(/google=confirm/);
  });

  it("a staff edit through A drops B's cached answer at once (the database's change feed)", async () => {
    const dog = (await insertTestDogs(a.database.db)).active[0];
    const read = () => fetch(`${b.url}/api/dogs/${dog!.id}`);
    expect((await read()).headers.get('x-cache')).toBe('miss');
    // The insert's own change may reach B after that first answer was stored, and drop it: B keeps an answer
    // once the feed is quiet.
    await waitFor(async () => (await read()).headers.get('x-cache') === 'hit', {
      what: 'B guarda la respuesta',
    });
    const staff = await signIn(a.database.db, a.app.services, ['admin'], 'equipo@example.com');
    const edited = await adminClient(a.app, staff.cookie).update('dogs', dog!.id, { name: 'Renombrado' });
    expect(edited.statusCode).toBe(200);
    const name = async () => ((await (await read()).json()) as { name: string }).name;
    await waitFor(async () => (await name()) === 'Renombrado', { what: 'B sirve el nombre nuevo' });
    expect(await name()).toBe('Renombrado');
  });
});

function json(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
