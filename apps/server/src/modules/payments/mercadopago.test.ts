// MercadoPago end to end through the API: the real adapter against the fake MercadoPago (a real HTTP
// server), the webhook signature, recording once, sponsorships, refusals and provider timeouts.
import { AppError, MSG, PAYMENT_MSG } from '@campito/core';
import { contributions, dogs } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../test/fake-mercadopago';
import { waitFor } from '../../../test/wait';
import { createPaymentsService } from './payments.service';

const TOKEN = 'APP_USR-test-token';
const SECRET = 'mp-webhook-secret-for-tests';
const PUBLIC = 'http://localhost:3000';

let t: TestApp;
let mp: FakeMercadoPago;
let dogId: string;

beforeAll(async () => {
  mp = await startFakeMercadoPago({ accessToken: TOKEN, webhookSecret: SECRET });
  t = await createTestApp({
    MERCADOPAGO_ACCESS_TOKEN: TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    MERCADOPAGO_API_URL: mp.url,
  });
  const [dog] = await t.db
    .insert(dogs)
    .values({
      name: 'Firulais',
      gender: 'macho',
      age: 'adulto',
      size: 'mediano',
      race: 'Mestizo',
      references: [],
    })
    .returning();
  dogId = dog!.id;
});

afterAll(async () => {
  await t?.close();
  await mp?.close();
});

const rows = () => t.db.select().from(contributions);
const rowById = async (id: string) =>
  (await t.db.select().from(contributions).where(eq(contributions.id, id)))[0]!;

async function startDonation(payload: Record<string, unknown>, url = '/api/mercadopago') {
  const res = await t.app.inject({ method: 'POST', url, payload });
  return {
    res,
    body: res.json() as { init_point?: string; error?: string; errors?: Record<string, string> },
  };
}

/** The preference the fake received last and the pending contribution it points back to. */
interface SentPreference {
  items: { title: string; unit_price: number }[];
  external_reference: string;
  metadata: unknown;
}

function lastPreference() {
  const body = mp.received.preferences.at(-1) as SentPreference;
  return { body, preference: [...mp.preferences.values()].at(-1)! };
}

/** Delivers a webhook for the payment to our app exactly as the fake MercadoPago would send it. */
function deliver(paymentId: number, overrides?: Parameters<FakeMercadoPago['webhookRequest']>[1]) {
  const request = mp.webhookRequest(paymentId, overrides);
  return t.app.inject({ method: 'POST', url: request.path, headers: request.headers, payload: request.body });
}

describe('starting a MercadoPago checkout', () => {
  it('stores a pending donation and creates the documented preference', async () => {
    const { res, body } = await startDonation({ title: 'Donación', unit_price: 500 });
    expect(res.statusCode).toBe(200);
    const { body: sent, preference } = lastPreference();
    expect(body).toEqual({ init_point: preference.init_point });
    expect(body.init_point).toContain(`${mp.url}/checkout/v1/redirect?pref_id=`);

    const pending = await rowById(sent.external_reference);
    expect(pending).toMatchObject({
      type: 'donación',
      method: 'mercadopago',
      status: 'pending',
      total: 500,
      currency: 'ARS',
      dogId: null,
      providerOrderId: preference.id,
      providerPaymentId: null,
    });
    expect(sent).toEqual({
      items: [
        {
          id: 'donacion',
          title: 'Donación a El Campito',
          description: 'Donación a El Campito ($ 500)',
          quantity: 1,
          currency_id: 'ARS',
          unit_price: 500,
        },
      ],
      external_reference: pending.id,
      back_urls: {
        success: `${PUBLIC}/pay`,
        failure: `${PUBLIC}/colaborar?pago=rechazado`,
        pending: `${PUBLIC}/colaborar?pago=pendiente`,
      },
      auto_return: 'approved',
      notification_url: `${PUBLIC}/api/webhooks/mercadopago?source_news=webhooks`,
      statement_descriptor: 'EL CAMPITO',
      metadata: { contribution_id: pending.id, dog_name: null },
    });
    expect(mp.received.preferenceHeaders.at(-1)).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'x-idempotency-key': pending.id,
    });
  });

  it('answers the same at the site root (POST /mercadopago, docs/product.md §7)', async () => {
    const { res, body } = await startDonation({ title: 'Donación', unit_price: '3000' }, '/mercadopago');
    expect(res.statusCode).toBe(200);
    expect(body.init_point).toBe(lastPreference().preference.init_point);
    expect(lastPreference().body.items[0].unit_price).toBe(3000);
  });

  it('refuses cents, zero, negative, text and huge amounts, writing nothing', async () => {
    const before = (await rows()).length;
    const calls = mp.received.preferences.length;
    const cases: [unknown, string][] = [
      [10.5, PAYMENT_MSG.pesosWhole],
      ['1500,50', PAYMENT_MSG.pesosWhole],
      [0, PAYMENT_MSG.pesosMin],
      [-500, PAYMENT_MSG.pesosMin],
      ['mil pesos', PAYMENT_MSG.amountNotNumber],
      [1e12, PAYMENT_MSG.pesosMax],
      [undefined, PAYMENT_MSG.amountRequired],
    ];
    for (const [unit_price, message] of cases) {
      const { res, body } = await startDonation({ title: 'Donación', unit_price });
      expect(res.statusCode, String(unit_price)).toBe(400);
      expect(body).toEqual({ error: MSG.badRequest, errors: { unit_price: message } });
    }
    expect((await rows()).length).toBe(before);
    expect(mp.received.preferences.length).toBe(calls);
  });

  it('carries the dog of a sponsorship and refuses an unknown dog', async () => {
    const { res } = await startDonation({ unit_price: 1000, nombreDePerro: 'firulais' });
    expect(res.statusCode).toBe(200);
    const { body: sent } = lastPreference();
    expect(sent.items[0].title).toBe('Padrinazgo de Firulais en El Campito');
    expect(sent.metadata).toEqual({ contribution_id: sent.external_reference, dog_name: 'Firulais' });
    expect(await rowById(sent.external_reference)).toMatchObject({
      type: 'padrinazgo',
      dogName: 'Firulais',
      dogId,
      status: 'pending',
    });

    const unknown = await startDonation({ unit_price: 1000, nombreDePerro: 'Nadie' });
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.body).toEqual({
      error: PAYMENT_MSG.unknownDog,
      errors: { nombreDePerro: PAYMENT_MSG.unknownDog },
    });
  });

  it('leaves the contribution pending and tells the payer in Spanish when MercadoPago does not answer', async () => {
    const impatient = createPaymentsService(t.app.deps, t.app.services, { timeoutMs: 150 });
    mp.setDelay(1000);
    try {
      const error = await impatient
        .startMercadoPago({ unit_price: 700 }, { ip: '203.0.113.9' })
        .catch((e) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 504, message: PAYMENT_MSG.timeout });
    } finally {
      mp.setDelay(0);
    }
    // The request given up on still reaches the fake later: the next test must not take it for its own.
    await waitFor(mp.idle, { what: 'El proveedor falso termina el pedido abandonado' });
    const pending = (await rows()).filter((r) => r.total === 700);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'pending', providerOrderId: null, providerPaymentId: null });
  });
});

describe('the MercadoPago webhook', () => {
  it('records an approved payment once, with the amount and payer read from the API', async () => {
    await startDonation({ unit_price: 5000 });
    const { preference, body: sent } = lastPreference();
    const payment = mp.pay(preference.id);

    const res = await deliver(payment.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(mp.received.paymentLookups.at(-1)).toBe(String(payment.id));
    expect(await rowById(sent.external_reference)).toMatchObject({
      status: 'paid',
      providerPaymentId: String(payment.id),
      total: 5000,
      currency: 'ARS',
      email: 'donante.prueba@example.com',
      name: 'Ana Donante',
      type: 'donación',
    });

    // The same delivery again, and a later retry with a fresh signature: nothing new.
    const before = await rows();
    const request = mp.webhookRequest(payment.id);
    for (let i = 0; i < 2; i++) {
      const replay = await t.app.inject({
        method: 'POST',
        url: request.path,
        headers: request.headers,
        payload: request.body,
      });
      expect(replay.statusCode).toBe(200);
    }
    expect((await deliver(payment.id)).statusCode).toBe(200);
    expect(await rows()).toEqual(before);
  });

  it('records concurrent deliveries of one payment once', async () => {
    await startDonation({ unit_price: 777 });
    const { preference } = lastPreference();
    const payment = mp.pay(preference.id);
    const answers = await Promise.all([deliver(payment.id), deliver(payment.id), deliver(payment.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const paid = (await rows()).filter((r) => r.providerPaymentId === String(payment.id));
    expect(paid).toHaveLength(1);
  });

  it('refuses a wrong, missing or stale signature with 401 and writes nothing', async () => {
    await startDonation({ unit_price: 200 });
    const { preference, body: sent } = lastPreference();
    const payment = mp.pay(preference.id);
    const lookups = mp.received.paymentLookups.length;
    const good = mp.webhookRequest(payment.id);
    const attempts = [
      mp.webhookRequest(payment.id, { secret: 'someone-elses-secret' }),
      mp.webhookRequest(payment.id, { ts: Math.floor(Date.now() / 1000) - 10 * 60 }),
      mp.webhookRequest(payment.id, { ts: Math.floor(Date.now() / 1000) + 10 * 60 }),
      { ...good, headers: { ...good.headers, 'x-signature': '' } },
      {
        ...good,
        headers: { 'content-type': 'application/json', 'x-request-id': good.headers['x-request-id'] },
      },
      {
        ...good,
        headers: { 'content-type': 'application/json', 'x-signature': good.headers['x-signature'] },
      },
      { ...good, headers: { ...good.headers, 'x-signature': 'ts=abc,v1=zz' } },
      // A valid signature for this payment, replayed against another payment id.
      { ...good, path: good.path.replace(`data.id=${payment.id}`, `data.id=${payment.id + 1}`) },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: attempt.path,
        headers: attempt.headers,
        payload: attempt.body,
      });
      expect(res.statusCode, JSON.stringify(attempt.headers)).toBe(401);
      expect(res.json()).toEqual({ error: PAYMENT_MSG.badSignature });
    }
    expect(mp.received.paymentLookups.length).toBe(lookups);
    expect(await rowById(sent.external_reference)).toMatchObject({
      status: 'pending',
      providerPaymentId: null,
    });
  });

  it('marks a sponsorship paid and the dog sponsored', async () => {
    await t.db.update(dogs).set({ isSponsored: false }).where(eq(dogs.id, dogId));
    await startDonation({ unit_price: 3000, nombreDePerro: 'Firulais' });
    const { preference, body: sent } = lastPreference();
    expect((await deliver(mp.pay(preference.id).id)).statusCode).toBe(200);
    expect(await rowById(sent.external_reference)).toMatchObject({
      status: 'paid',
      type: 'padrinazgo',
      dogName: 'Firulais',
      total: 3000,
    });
    const [dog] = await t.db.select().from(dogs).where(eq(dogs.id, dogId));
    expect(dog!.isSponsored).toBe(true);
  });

  it('marks a rejected payment failed, then records a retry and a second payment of the same checkout', async () => {
    await startDonation({ unit_price: 1000 });
    const { preference, body: sent } = lastPreference();
    await deliver(mp.pay(preference.id, 'rejected').id);
    expect(await rowById(sent.external_reference)).toMatchObject({ status: 'failed' });

    const retry = mp.pay(preference.id);
    await deliver(retry.id);
    expect(await rowById(sent.external_reference)).toMatchObject({
      status: 'paid',
      providerPaymentId: String(retry.id),
    });

    const again = mp.pay(preference.id);
    await deliver(again.id);
    const forCheckout = (await rows()).filter((r) => r.providerOrderId === preference.id);
    expect(forCheckout.map((r) => [r.status, r.providerPaymentId]).sort()).toEqual(
      [
        ['paid', String(retry.id)],
        ['paid', String(again.id)],
      ].sort(),
    );
  });

  it('answers 200 and writes nothing for payments MercadoPago does not know or other topics', async () => {
    const before = await rows();
    const notificationUrl = `${PUBLIC}/api/webhooks/mercadopago?source_news=webhooks`;
    expect((await deliver(999, { notificationUrl })).statusCode).toBe(200);
    const other = mp.webhookRequest(999, { notificationUrl });
    const res = await t.app.inject({
      method: 'POST',
      url: other.path.replace('type=payment', 'type=merchant_order'),
      headers: other.headers,
      payload: { ...other.body, type: 'merchant_order' },
    });
    expect(res.statusCode).toBe(200);
    expect(await rows()).toEqual(before);
  });

  it('asks MercadoPago to retry (503) when the payment cannot be read in time, writing nothing', async () => {
    await startDonation({ unit_price: 450 });
    const { preference, body: sent } = lastPreference();
    const payment = mp.pay(preference.id);
    const impatient = createPaymentsService(t.app.deps, t.app.services, { timeoutMs: 150 });
    const request = mp.webhookRequest(payment.id);
    mp.setDelay(1000);
    try {
      const error = await impatient
        .mercadoPagoWebhook({
          query: Object.fromEntries(new URL(request.url).searchParams),
          headers: request.headers,
          body: request.body,
        })
        .catch((e) => e);
      expect(error).toMatchObject({ statusCode: 503, message: PAYMENT_MSG.providerError });
    } finally {
      mp.setDelay(0);
    }
    // The request given up on still reaches the fake later: the next test must not take it for its own.
    await waitFor(mp.idle, { what: 'El proveedor falso termina el pedido abandonado' });
    expect(await rowById(sent.external_reference)).toMatchObject({
      status: 'pending',
      providerPaymentId: null,
    });
  });

  it('records a payment on the return to /pay when the webhook has not arrived yet', async () => {
    await startDonation({ unit_price: 1200 });
    const { preference, body: sent } = lastPreference();
    const payment = mp.pay(preference.id);
    await t.app.services.payments.confirmMercadoPagoReturn(String(payment.id), { ip: '198.51.100.7' });
    expect(await rowById(sent.external_reference)).toMatchObject({ status: 'paid', total: 1200 });
    expect((await deliver(payment.id)).statusCode).toBe(200);
    expect((await rows()).filter((r) => r.providerPaymentId === String(payment.id))).toHaveLength(1);
  });
});
