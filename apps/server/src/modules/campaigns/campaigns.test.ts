// Issue 36, item 2: campaigns. Staff create one in the panel (its address from the title), gifts started from
// its page carry it to Mercado Pago and PayPal (the fakes: real HTTP), a transfer notice carries it too and
// counts once staff confirm it; the progress adds pesos and dollars at the campaign's rate; donors are counted
// and named only when they asked; a closed campaign takes no checkout; its news reach, once, the donors who
// asked for them.
import { CAMPAIGN_MSG, campaignDaysLeft, campaignTimeLeft, isoDay, publicDonorName } from '@campito/core';
import { campaigns, contributions, mailOutbox } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signInEveryone } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../test/fake-mercadopago';
import { type FakePayPal, startFakePayPal } from '../../../test/fake-paypal';
import { deliverableText, postJson } from '../../../test/form-helpers';

const DAY = 86_400_000;
const MP = { accessToken: 'APP_USR-campaign-token', webhookSecret: 'campaign-mp-secret' };
const PP = { clientId: 'campaign-client', clientSecret: 'campaign-secret', webhookId: 'WH-CAMPAIGN' };

describe('campaigns', () => {
  let t: TestApp;
  let mp: FakeMercadoPago;
  let pp: FakePayPal;
  let admin: AdminClient;
  let campaignId: string;
  let ip = 0;
  const from = () => ({ ip: `10.36.2.${++ip}` });

  /** The provider confirmed the payment: what the ledger writes for a verified one. */
  const paid = (id: string, values: { name: string; email: string }) =>
    t.db
      .update(contributions)
      .set({ status: 'paid', ...values })
      .where(eq(contributions.id, id));

  beforeAll(async () => {
    mp = await startFakeMercadoPago(MP);
    pp = await startFakePayPal(PP);
    t = await createTestApp({
      RATE_LIMIT_MULTIPLIER: '100',
      MERCADOPAGO_ACCESS_TOKEN: MP.accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: MP.webhookSecret,
      MERCADOPAGO_API_URL: mp.url,
      PAYPAL_CLIENT_ID: PP.clientId,
      PAYPAL_CLIENT_SECRET: PP.clientSecret,
      PAYPAL_WEBHOOK_ID: PP.webhookId,
      PAYPAL_API_URL: pp.url,
    });
    admin = adminClient(t.app, (await signInEveryone(t.db, t.app.services)).admin.cookie);
  });

  afterAll(async () => {
    await t?.close();
    await mp?.close();
    await pp?.close();
  });

  it('staff create a campaign: its address comes from the title, and a taken one is refused', async () => {
    const body = {
      title: 'Un techo para Los Abuelos',
      summary: 'La tormenta se llevó el techo.',
      story: 'Primer párrafo.\n\nSegundo párrafo.',
      goal: '100000',
      usdRate: 1000,
      endsOn: isoDay(Date.now() + 10 * DAY),
    };
    const res = await admin.create('campaigns', body);
    expect(res.statusCode).toBe(201);
    const created = res.json() as { id: string; slug: string; closed: boolean };
    expect(created).toMatchObject({ slug: 'un-techo-para-los-abuelos', closed: false });
    campaignId = created.id;

    const again = await admin.create('campaigns', body);
    expect(again.json()).toMatchObject({ slug: 'un-techo-para-los-abuelos-2' });
    await admin.remove('campaigns', (again.json() as { id: string }).id);

    const taken = await admin.create('campaigns', { ...body, slug: 'un-techo-para-los-abuelos' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ slug: CAMPAIGN_MSG.slugTaken });
    const bad = await admin.create('campaigns', { ...body, slug: 'Con Espacios', goal: 10 });
    expect(bad.json().errors).toMatchObject({ slug: CAMPAIGN_MSG.slug, goal: CAMPAIGN_MSG.goal });
  });

  it('gifts from its page carry the campaign to both providers, with the donor’s wishes', async () => {
    const card = await t.app.services.payments.startMercadoPago(
      { unit_price: 60000, campana: 'un-techo-para-los-abuelos', novedades: 'on', publico: 'on' },
      from(),
    );
    const preference = mp.received.preferences.at(-1) as {
      items: { title: string }[];
      back_urls: { failure: string };
    };
    expect(preference.items[0]!.title).toBe('Campaña «Un techo para Los Abuelos» de El Campito');
    expect(preference.back_urls.failure).toMatch(/\/campanas\/un-techo-para-los-abuelos\?pago=rechazado$/);

    const dollars = await t.app.services.payments.startPayPal(
      { monto: 20, campana: 'un-techo-para-los-abuelos' },
      from(),
    );
    const order = pp.received.orders.at(-1)!.body as { purchase_units: { description: string }[] };
    expect(order.purchase_units[0]!.description).toBe('Campaña «Un techo para Los Abuelos» de El Campito');

    const rows = await t.db.select().from(contributions).where(eq(contributions.campaignId, campaignId));
    expect(rows.map((r) => [r.id, r.method, r.status, r.wantsUpdates, r.thankPublicly]).sort()).toEqual(
      [
        [card.contributionId, 'mercadopago', 'pending', true, true],
        [dollars.contributionId, 'paypal', 'pending', false, false],
      ].sort(),
    );
    // Nothing counts before the provider confirms it.
    expect(await t.app.services.campaigns.page('un-techo-para-los-abuelos')).toMatchObject({
      raised: 0,
      donors: 0,
      thanked: [],
    });

    await paid(card.contributionId, { name: 'maría laura gómez', email: 'Maria@Example.com' });
    await paid(dollars.contributionId, { name: 'John Smith', email: 'john@example.com' });
    const page = await t.app.services.campaigns.page('un-techo-para-los-abuelos');
    // $ 60.000 + US$ 20 × 1.000 = $ 80.000 of $ 100.000; only María asked to be named.
    expect(page).toMatchObject({
      raised: 80_000,
      percent: 80,
      reached: false,
      donors: 2,
      thanked: ['María G.'],
    });
    expect((await t.app.services.campaigns.open()).map((c) => c.slug)).toEqual(['un-techo-para-los-abuelos']);
  });

  it('a transfer notice for the campaign counts once staff confirm it, and the goal is reached', async () => {
    const res = await postJson(
      t,
      '/api/transferencias',
      {
        name: 'Rosa Transfiere',
        email: 'rosa@example.com',
        amount: '20.000',
        date: isoDay(),
        campana: 'un-techo-para-los-abuelos',
        publico: true,
      },
      { ip: '10.36.2.200' },
    );
    expect(res.statusCode).toBe(201);
    const [notice] = await t.db
      .select()
      .from(contributions)
      .where(and(eq(contributions.campaignId, campaignId), eq(contributions.method, 'transferencia')));
    expect(notice).toMatchObject({ status: 'pending', thankPublicly: true, wantsUpdates: false });
    expect(notice!.detail).toContain('campaña «Un techo para Los Abuelos»');

    expect((await admin.update('contributions', notice!.id, { status: 'paid' })).statusCode).toBe(200);
    const page = await t.app.services.campaigns.page('un-techo-para-los-abuelos');
    expect(page).toMatchObject({ raised: 100_000, percent: 100, reached: true, donors: 3 });
    expect(page!.thanked.sort()).toEqual(['María G.', 'Rosa T.']);
  });

  it('a closed campaign takes no checkout, but keeps a transfer already sent', async () => {
    await admin.update('campaigns', campaignId, { closed: true });
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(row!.closedAt).toBeInstanceOf(Date);
    await expect(
      t.app.services.payments.startMercadoPago(
        { unit_price: 500, campana: 'un-techo-para-los-abuelos' },
        from(),
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: CAMPAIGN_MSG.closed });
    await expect(
      t.app.services.payments.startMercadoPago({ unit_price: 500, campana: 'no-existe' }, from()),
    ).rejects.toMatchObject({ statusCode: 400, message: CAMPAIGN_MSG.unknown });
    expect(await t.app.services.campaigns.open()).toEqual([]);
    expect(await t.app.services.campaigns.page('un-techo-para-los-abuelos')).toMatchObject({
      open: false,
      timeLeft: 'Terminó',
    });
    // A campaign with gifts is closed, never deleted (its gifts would lose it).
    expect((await admin.remove('campaigns', campaignId)).statusCode).toBe(409);

    const late = await postJson(
      t,
      '/api/transferencias',
      {
        name: 'Tarde',
        email: 'tarde@example.com',
        amount: 1000,
        date: isoDay(),
        campana: 'un-techo-para-los-abuelos',
      },
      { ip: '10.36.2.201' },
    );
    expect(late.statusCode).toBe(201);
    await admin.update('campaigns', campaignId, { closed: false });
  });

  it('its news are mailed once, after the commit, to the paying donors who asked for them', async () => {
    const res = await admin.create('campaign-updates', { campaignId, text: '¡Ya llegaron las chapas!' });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: string }).id;
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Novedades de «Un techo para Los Abuelos»'));
    expect(mails.map((m) => m.to)).toEqual(['maria@example.com']);
    expect(mails[0]!.text).toContain('/campanas/un-techo-para-los-abuelos');
    expect(deliverableText(mails[0]!)).toContain('/novedades/baja?');
    expect(await t.app.services.campaigns.mailUpdate(id)).toBeNull();
    const page = await t.app.services.campaigns.page('un-techo-para-los-abuelos');
    expect(page!.updates.map((u) => u.text)).toEqual(['¡Ya llegaron las chapas!']);
  });

  it('says the days left in Buenos Aires’ days and names donors by first name and initial', () => {
    expect(campaignDaysLeft('2026-12-10', '2026-12-01')).toBe(10);
    expect(campaignTimeLeft('2026-12-01', false, '2026-12-01')).toBe('Último día');
    expect(campaignTimeLeft('2026-11-30', false, '2026-12-01')).toBe('Terminó');
    expect(campaignTimeLeft('2026-12-03', false, '2026-12-01')).toBe('Quedan 3 días');
    expect(publicDonorName('  ana  ')).toBe('Ana');
    expect(publicDonorName('Juan Pablo Pérez')).toBe('Juan P.');
    expect(publicDonorName(null)).toBeNull();
  });

  it('answers the API: the open campaigns, one campaign, and 404 for none', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/campanas' });
    expect(list.json().campaigns.map((c: { slug: string }) => c.slug)).toEqual(['un-techo-para-los-abuelos']);
    const one = await t.app.inject({ method: 'GET', url: '/api/campanas/un-techo-para-los-abuelos' });
    expect(one.statusCode).toBe(200);
    expect(JSON.stringify(one.json())).not.toMatch(/example\.com|gómez/i);
    const none = await t.app.inject({ method: 'GET', url: '/api/campanas/no-existe' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: CAMPAIGN_MSG.unknown });
  });
});
