// Sponsorship that shows its effect (issue 18): the care meter (active monthly sponsorships in pesos
// against the dog's monthly care cost), the dog's page showing it and its news from the answer cache until
// a plan or a news item changes, and staff's news mailed once to the sponsors who asked for them.
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { careCoverageText, type ImageRef } from '@campito/core';
import { contributions, dogs, dogUpdates, mailOutbox, subscriptions } from '@campito/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dogPage from '../../../../web/app/routes/adoptar-perro';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signInEveryone } from '../../../test/admin-fixtures';
import { testConfig } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../test/fake-mercadopago';
import { pageBuild } from '../../../test/page-build';
import { servedFromMemory, waitFor } from '../../../test/wait';
import { type App, buildApp } from '../../app';
import { localStorage } from '../../media/storage';
import { sweepUnusedImages } from '../../media/unused-images';

const TOKEN = 'APP_USR-test-token';
const SECRET = 'mp-webhook-secret-for-tests';
const PUBLIC = 'http://localhost:3000';

let app: App;
let dataDir: string;
let mp: FakeMercadoPago;
let admin: AdminClient;
let merlina: string;
let toto: string;

/** What arrives a little later (a payment's notification, a change reaching memory), within 5 s. */
const until = (check: () => Promise<boolean> | boolean) => waitFor(check, { timeoutMs: 5000, everyMs: 25 });

beforeAll(async () => {
  mp = await startFakeMercadoPago({
    accessToken: TOKEN,
    webhookSecret: SECRET,
    webhookUrl: `${PUBLIC}/api/webhooks/mercadopago`,
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'campito-sponsorship-'));
  const config = testConfig(dataDir, {
    PUBLIC_URL: PUBLIC,
    MERCADOPAGO_ACCESS_TOKEN: TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    MERCADOPAGO_API_URL: mp.url,
  });
  app = await buildApp({
    config,
    database: await openTestDatabase(),
    logger: false,
    web: {
      build: pageBuild({ 'routes/adoptar-perro': ['adoptar/perros/:id', dogPage] }),
      mode: 'production',
    },
  });
  await app.ready();
  const people = await signInEveryone(app.deps.db, app.services);
  admin = adminClient(app, people.admin.cookie);
  const base = {
    gender: 'hembra' as const,
    age: 'adulto' as const,
    size: 'mediano' as const,
    race: 'Mestiza',
    references: [] as string[],
  };
  const inserted = await app.deps.db
    .insert(dogs)
    .values([
      { ...base, name: 'Merlina', monthlyCareCost: 20000 },
      { ...base, name: 'Toto', monthlyCareCost: null },
    ])
    .returning();
  merlina = inserted[0]!.id;
  toto = inserted[1]!.id;
});

afterAll(async () => {
  await app?.close();
  await mp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type NewPlan = typeof subscriptions.$inferInsert;
const plan = (values: Partial<NewPlan>): NewPlan => ({
  provider: 'mercadopago',
  type: 'padrinazgo',
  dogId: merlina,
  dogName: 'Merlina',
  amount: 1000,
  currency: 'ARS',
  email: 'alguien@example.com',
  status: 'active',
  ...values,
});

describe('the care meter', () => {
  it('adds the active monthly sponsorships of the dog in pesos against its monthly care cost', async () => {
    const rows = await app.deps.db
      .insert(subscriptions)
      .values([
        plan({ amount: 5000 }),
        plan({ amount: 3000 }),
        // Left out: not active, in dollars, another dog, a general gift.
        plan({ amount: 9000, status: 'pending' }),
        plan({ amount: 9000, status: 'cancelled' }),
        plan({ amount: 9000, status: 'paused' }),
        plan({ amount: 50, currency: 'USD', provider: 'paypal' }),
        plan({ amount: 9000, dogId: toto, dogName: 'Toto' }),
        plan({ amount: 9000, type: 'donación', dogId: null, dogName: null }),
      ])
      .returning();
    const meter = await app.services.sponsorship.careMeter({ id: merlina, monthlyCareCost: 20000 });
    expect(meter).toEqual({ cost: 20000, covered: 8000, percent: 40, sponsors: 2 });
    // Rounded down, and never over 100 %.
    expect(await app.services.sponsorship.careMeter({ id: merlina, monthlyCareCost: 7999 })).toMatchObject({
      percent: 100,
    });
    expect(await app.services.sponsorship.careMeter({ id: merlina, monthlyCareCost: 24001 })).toMatchObject({
      percent: 33,
    });
    // Without a care cost set by staff there is no meter.
    expect(await app.services.sponsorship.careMeter({ id: toto, monthlyCareCost: null })).toBeNull();
    await app.deps.db.delete(subscriptions).where(
      inArray(
        subscriptions.id,
        rows.map((r) => r.id),
      ),
    );
  });
});

describe('the meter and the news, kept in memory', () => {
  it('are read again only after their table changes, whoever changes it', async () => {
    const { db } = app.deps;
    const meter = () => app.services.sponsorship.careMeter({ id: merlina, monthlyCareCost: 20000 });
    const news = () => app.services.sponsorship.latestUpdates(merlina);
    await servedFromMemory(app.deps, [meter, news]);
    const first = (await meter())!;

    // Written straight to the database, as a payment notification on another instance would.
    const [sponsorship] = await db
      .insert(subscriptions)
      .values(plan({ amount: 2000 }))
      .returning();
    await until(async () => (await meter())!.covered === first.covered + 2000);
    expect((await meter())!.sponsors).toBe(first.sponsors + 1);
    const [item] = await db
      .insert(dogUpdates)
      .values({ dogId: merlina, text: 'Hoy salió a pasear.' })
      .returning();
    await until(async () => (await news())[0]?.id === item!.id);

    await db.delete(subscriptions).where(eq(subscriptions.id, sponsorship!.id));
    await db.delete(dogUpdates).where(eq(dogUpdates.id, item!.id));
    await until(async () => (await meter())!.covered === first.covered);
    await until(async () => (await news()).every((n) => n.id !== item!.id));
  });
});

describe('the dog page', () => {
  const page = () => app.inject({ method: 'GET', url: `/adoptar/perros/${merlina}` });

  it('shows the meter from the answer cache until a sponsorship starts, then the new figure', async () => {
    // Warm the cache, and let any earlier change notification land first.
    await until(async () => (await page()).headers['x-cache'] === 'hit');
    const before = await page();
    expect(before.headers['x-cache']).toBe('hit');
    expect(before.body).toContain(careCoverageText('Merlina', 0));
    expect(before.body).toMatch(/<meter[^>]*max="20000"[^>]*value="0"/);

    // A monthly sponsorship of $ 8.000 goes through MercadoPago and its notification arrives.
    const started = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/mercadopago',
      payload: { monto: 8000, email: 'madrina@example.com', nombreDePerro: 'Merlina' },
    });
    expect(started.statusCode).toBe(201);
    const row = (
      await app.deps.db.select().from(subscriptions).where(eq(subscriptions.id, started.json().id))
    )[0]!;
    mp.setPreapprovalStatus(row.providerSubscriptionId!, 'authorized');
    const request = mp.subscriptionWebhookRequest('subscription_preapproval', row.providerSubscriptionId!);
    const hook = await app.inject({
      method: 'POST',
      url: request.path,
      headers: request.headers,
      payload: request.body,
    });
    expect(hook.statusCode).toBe(200);

    await until(async () => (await page()).body.includes(careCoverageText('Merlina', 40)));
    const after = await page();
    expect(after.body).toMatch(/<meter[^>]*value="8000"/);
    expect(after.body).toContain('gracias a 1 padrino o madrina con aporte mensual');
  });
});

describe('a dog news item ("Novedades")', () => {
  const photo: ImageRef = {
    key: 'novedad-merlina-abc123',
    width: 1280,
    height: 960,
    widths: [320, 640, 960, 1280],
  };

  it('mails it once to the sponsors who asked for news, each address once, and shows it on the dog page', async () => {
    const db = app.deps.db;
    await db
      .insert(subscriptions)
      .values([
        plan({ email: 'si-mensual@example.com', wantsUpdates: true }),
        plan({ email: 'SI-Mensual@example.com', wantsUpdates: true, amount: 500 }),
        plan({ email: 'pausada@example.com', wantsUpdates: true, status: 'paused' }),
        plan({ email: 'no-quiere@example.com', wantsUpdates: false }),
        plan({ email: 'cancelo@example.com', wantsUpdates: true, status: 'cancelled' }),
        plan({ email: 'nunca-autorizo@example.com', wantsUpdates: true, status: 'pending' }),
        plan({ email: 'otro-perro@example.com', wantsUpdates: true, dogId: toto, dogName: 'Toto' }),
      ]);
    const [cancelledPlan] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.email, 'cancelo@example.com'));
    const paid = {
      type: 'padrinazgo' as const,
      dogId: merlina,
      dogName: 'Merlina',
      total: 2000,
      currency: 'ARS' as const,
      method: 'mercadopago' as const,
      status: 'paid' as const,
    };
    await db.insert(contributions).values([
      { ...paid, email: 'una-vez@example.com', wantsUpdates: true },
      { ...paid, email: 'si-mensual@example.com', wantsUpdates: true },
      { ...paid, email: 'sin-pagar@example.com', wantsUpdates: true, status: 'pending' },
      { ...paid, email: 'una-vez-no@example.com', wantsUpdates: false },
      // A month of the cancelled plan: the news follow the plan, not its old charges.
      { ...paid, email: 'cancelo@example.com', wantsUpdates: true, subscriptionId: cancelledPlan!.id },
    ]);

    const created = await admin.create('dog-updates', {
      dogId: merlina,
      text: 'Merlina ya camina sola hasta el bebedero.\n\nGracias por acompañarla.',
      image: photo,
    });
    expect(created.statusCode, created.body).toBe(201);
    const news = created.json() as { id: string; authorId: string };
    const [stored] = await db.select().from(dogUpdates).where(eq(dogUpdates.id, news.id));
    expect(stored!.mailedAt).toBeInstanceOf(Date);

    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Novedades de Merlina'));
    expect(mails.map((m) => m.to).sort()).toEqual([
      'pausada@example.com',
      'si-mensual@example.com',
      'una-vez@example.com',
    ]);
    const mail = mails.find((m) => m.to === 'una-vez@example.com')!;
    expect(mail.text).toContain('Merlina ya camina sola hasta el bebedero.');
    expect(mail.text).toContain(`${PUBLIC}/adoptar/perros/${merlina}`);
    expect(mail.text).toContain(`${PUBLIC}/media/novedad-merlina-abc123-640.webp`);
    expect(mail.html).toContain('<img src="http://localhost:3000/media/novedad-merlina-abc123-640.webp"');
    // The signed opt-out link is delivered, and hidden from staff reading the outbox.
    expect(mail.secretText).toContain(app.services.sponsorship.unsubscribeLink('una-vez@example.com'));
    expect(mail.text).not.toContain(app.services.sponsorship.unsubscribeLink('una-vez@example.com'));

    // Once: asking again, or editing the news, queues nothing more.
    expect(await app.services.sponsorship.mailUpdate(news.id)).toBeNull();
    expect((await admin.update('dog-updates', news.id, { text: 'Merlina camina sola.' })).statusCode).toBe(
      200,
    );
    expect(
      await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Novedades de Merlina')),
    ).toHaveLength(3);

    // The dog page shows it (the cache hears the change), and no longer once it is deleted.
    const page = () => app.inject({ method: 'GET', url: `/adoptar/perros/${merlina}` });
    await until(async () => (await page()).body.includes('Merlina camina sola.'));
    expect((await page()).body).toContain('Novedades de Merlina');
    expect((await admin.remove('dog-updates', news.id)).statusCode).toBe(200);
    await until(async () => !(await page()).body.includes('Merlina camina sola.'));
  });

  it('refuses news without text, for an unknown dog, or too long, in Spanish', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dogId: merlina, text: '   ' }, 'text'],
      [{ dogId: '00000000-0000-4000-8000-000000000000', text: 'Hola' }, 'dogId'],
      [{ dogId: merlina, text: 'x'.repeat(2001) }, 'text'],
      [{ text: 'Hola' }, 'dogId'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.create('dog-updates', body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().errors[field]).toBe('string');
    }
  });

  it('stops the news for an address through the signed link of the mail, and only with it', async () => {
    const link = new URL(app.services.sponsorship.unsubscribeLink('si-mensual@example.com'));
    expect(link.pathname).toBe('/novedades/baja');
    const firma = link.searchParams.get('firma')!;
    expect(
      await app.services.sponsorship.unsubscribe('si-mensual@example.com', 'x'.repeat(firma.length)),
    ).toBe(false);
    expect(await app.services.sponsorship.unsubscribe('otra@example.com', firma)).toBe(false);
    expect(await app.services.sponsorship.unsubscribe('SI-MENSUAL@example.com', firma)).toBe(true);

    const created = await admin.create('dog-updates', { dogId: merlina, text: 'Otra novedad de Merlina.' });
    expect(created.statusCode).toBe(201);
    const latest = await app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Novedades de Merlina'));
    const second = latest
      .filter((m) => m.text.includes('Otra novedad de Merlina.'))
      .map((m) => m.to)
      .sort();
    expect(second).toEqual(['pausada@example.com', 'una-vez@example.com']);
  });
});

describe('a news photo', () => {
  it('is kept by the sweep of unused images while a news item shows it, and goes once none does', async () => {
    const mediaDir = path.join(dataDir, 'sweep-media');
    await mkdir(mediaDir, { recursive: true });
    const old = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    const files = ['foto-novedad-a1b2-640.webp', 'foto-novedad-a1b2-1280.webp'];
    for (const name of files) {
      await writeFile(path.join(mediaDir, name), 'webp');
      await utimes(path.join(mediaDir, name), old, old);
    }
    const [news] = await app.deps.db
      .insert(dogUpdates)
      .values({
        dogId: merlina,
        text: 'Con foto.',
        image: { key: 'foto-novedad-a1b2', width: 1280, height: 960, widths: [640, 1280] },
      })
      .returning();
    const storage = localStorage(mediaDir);
    const sweep = () => sweepUnusedImages(app.deps.db, storage, { olderThanMs: 24 * 3600 * 1000 });
    expect(await sweep()).toEqual({ images: 0, files: 0 });
    expect((await readdir(mediaDir)).sort()).toEqual([...files].sort());
    await app.deps.db.delete(dogUpdates).where(eq(dogUpdates.id, news!.id));
    expect(await sweep()).toEqual({ images: 1, files: 2 });
  });
});
