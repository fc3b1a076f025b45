// PayPal end to end through the API: the real adapter against the fake PayPal (a real HTTP server):
// OAuth token reuse, the order body, capture on return, the verified webhook, recording once, timeouts.
import { MSG, PAYMENT_MSG } from '@campito/core';
import { contributions, dogs } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { type FakePayPal, startFakePayPal } from '../../../test/fake-paypal';
import { waitFor } from '../../../test/wait';
import { createPaymentsService } from './payments.service';

const CREDENTIALS = {
  clientId: 'AbC-client-id',
  clientSecret: 'EhF-client-secret',
  webhookId: '8PT597110X687430LKGECATA',
};
const PUBLIC = 'http://localhost:3000';

let t: TestApp;
let pp: FakePayPal;

beforeAll(async () => {
  pp = await startFakePayPal(CREDENTIALS);
  t = await createTestApp({
    PAYPAL_CLIENT_ID: CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: CREDENTIALS.clientSecret,
    PAYPAL_WEBHOOK_ID: CREDENTIALS.webhookId,
    PAYPAL_API_URL: pp.url,
  });
  await t.db.insert(dogs).values({
    name: 'Luna',
    gender: 'hembra',
    age: 'viejito',
    size: 'chico',
    race: 'Caniche',
    references: [],
  });
});

afterAll(async () => {
  await t?.close();
  await pp?.close();
});

const rows = () => t.db.select().from(contributions);
const rowById = async (id: string) =>
  (await t.db.select().from(contributions).where(eq(contributions.id, id)))[0]!;

async function createOrder(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/paypal/create-order', payload });
  return { res, body: res.json() as { id: string; status: string; links: { href: string; rel: string }[] } };
}

interface SentOrder {
  purchase_units: { custom_id: string; amount: unknown }[];
}
const lastOrderBody = () => pp.received.orders.at(-1)!.body as SentOrder;

function deliverWebhook(event: unknown, overrides?: { sig?: string }) {
  const request = pp.webhookRequest(event, overrides);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/paypal',
    headers: request.headers,
    payload: request.body,
  });
}

describe('creating a PayPal order', () => {
  it('stores a pending donation, sends the documented order and answers it with its approve link', async () => {
    const { res, body } = await createOrder({ monto: '25', nombreDePerro: '' });
    expect(res.statusCode).toBe(201);
    expect(body.status).toBe('PAYER_ACTION_REQUIRED');
    // docs/product.md §7: the browser follows the href of the second link.
    expect(body.links[1]).toMatchObject({
      rel: 'payer-action',
      href: `${pp.url}/checkoutnow?token=${body.id}`,
    });

    const sent = lastOrderBody();
    const pendingId = sent.purchase_units[0].custom_id;
    expect(sent).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: pendingId,
          custom_id: pendingId,
          description: 'Donación a El Campito',
          amount: { currency_code: 'USD', value: '25.00' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: 'El Campito',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            payment_method_preference: 'IMMEDIATE_PAYMENT_REQUIRED',
            return_url: `${PUBLIC}/api/paypal/capture-order`,
            cancel_url: `${PUBLIC}/colaborar?pago=cancelado`,
          },
        },
      },
    });
    expect(pp.received.orders.at(-1)!.requestId).toBe(pendingId);
    expect(await rowById(pendingId)).toMatchObject({
      type: 'donación',
      method: 'paypal',
      currency: 'USD',
      total: 25,
      status: 'pending',
      providerOrderId: body.id,
    });
  });

  it('gets one OAuth token and reuses it until it expires', async () => {
    const before = pp.received.tokenRequests;
    await createOrder({ monto: 5 });
    await createOrder({ monto: 10.5 });
    expect(lastOrderBody().purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '10.50' });
    expect(before).toBe(1);
    expect(pp.received.tokenRequests).toBe(before);
  });

  it('refuses cents of a cent, zero, negative, text and huge amounts, writing nothing', async () => {
    const before = (await rows()).length;
    const cases: [unknown, string][] = [
      ['10,005', PAYMENT_MSG.dollarsCents],
      [0, PAYMENT_MSG.dollarsMin],
      [-5, PAYMENT_MSG.dollarsMin],
      ['cinco', PAYMENT_MSG.amountNotNumber],
      [50_000, PAYMENT_MSG.dollarsMax],
    ];
    for (const [monto, message] of cases) {
      const { res } = await createOrder({ monto });
      expect(res.statusCode, String(monto)).toBe(400);
      expect(res.json()).toEqual({ error: MSG.badRequest, errors: { monto: message } });
    }
    expect((await rows()).length).toBe(before);
  });

  it('leaves the contribution pending and answers a Spanish message when PayPal does not answer', async () => {
    const impatient = createPaymentsService(t.app.deps, t.app.services, { timeoutMs: 150 });
    pp.setDelay(1000);
    try {
      const error = await impatient.startPayPal({ monto: 15 }, { ip: '203.0.113.10' }).catch((e) => e);
      expect(error).toMatchObject({ statusCode: 504, message: PAYMENT_MSG.timeout });
    } finally {
      pp.setDelay(0);
    }
    // The request given up on still reaches the fake later: the next test must not take it for its own.
    await waitFor(pp.idle, { what: 'El proveedor falso termina el pedido abandonado' });
    const pending = (await rows()).filter((r) => r.method === 'paypal' && r.total === 15);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'pending', providerPaymentId: null });
  });
});

describe('coming back from PayPal', () => {
  it('captures the approved order, records it and goes to /pay; a reload records nothing new', async () => {
    const { body } = await createOrder({ monto: 20, nombreDePerro: 'Luna' });
    const pendingId = lastOrderBody().purchase_units[0].custom_id;
    pp.approve(body.id);

    const res = await t.app.inject({
      url: `/api/paypal/capture-order?token=${body.id}&PayerID=QYR5Z8XDVJNXQ`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/pay');
    const capture = pp.orders.get(body.id)!.capture!;
    expect(pp.received.captures.at(-1)).toEqual({ orderId: body.id, requestId: `capture-${body.id}` });
    expect(await rowById(pendingId)).toMatchObject({
      status: 'paid',
      type: 'padrinazgo',
      dogName: 'Luna',
      providerPaymentId: capture.id,
      total: 20,
      currency: 'USD',
      email: 'padrino.prueba@example.com',
      name: 'Juan Padrino',
    });
    const [luna] = await t.db.select().from(dogs).where(eq(dogs.name, 'Luna'));
    expect(luna!.isSponsored).toBe(true);

    const before = await rows();
    const again = await t.app.inject({
      url: `/api/paypal/capture-order?token=${body.id}&PayerID=QYR5Z8XDVJNXQ`,
    });
    expect(again.headers.location).toBe('/pay');
    expect(await rows()).toEqual(before);

    // PayPal's webhook for the same capture arrives too: verified, and nothing new.
    const hook = await deliverWebhook(pp.captureCompletedEvent(body.id));
    expect(hook.statusCode).toBe(200);
    expect(await rows()).toEqual(before);
  });

  it('sends the payer back to /colaborar when the order was not approved or is unknown', async () => {
    const { body } = await createOrder({ monto: 5 });
    const pendingId = lastOrderBody().purchase_units[0].custom_id;
    const notApproved = await t.app.inject({ url: `/api/paypal/capture-order?token=${body.id}` });
    expect(notApproved.headers.location).toBe('/colaborar?pago=sin_confirmar');
    expect(await rowById(pendingId)).toMatchObject({ status: 'pending' });
    const unknown = await t.app.inject({ url: '/api/paypal/capture-order?token=NOPE123' });
    expect(unknown.headers.location).toBe('/colaborar?pago=sin_confirmar');
    const garbage = await t.app.inject({ url: '/api/paypal/capture-order?token=%3Cscript%3E' });
    expect(garbage.headers.location).toBe('/colaborar?pago=sin_confirmar');
  });

  it('keeps the contribution pending when the capture times out', async () => {
    const { body } = await createOrder({ monto: 7 });
    const pendingId = lastOrderBody().purchase_units[0].custom_id;
    pp.approve(body.id);
    const impatient = createPaymentsService(t.app.deps, t.app.services, { timeoutMs: 150 });
    await impatient.startPayPal({ monto: 1 }, { ip: '203.0.113.11' }); // gets its token before the delay
    pp.setDelay(1000);
    try {
      expect(await impatient.capturePayPal(body.id)).toBe('sin_confirmar');
    } finally {
      pp.setDelay(0);
    }
    // The request given up on still reaches the fake later: the next test must not take it for its own.
    await waitFor(pp.idle, { what: 'El proveedor falso termina el pedido abandonado' });
    expect(await rowById(pendingId)).toMatchObject({ status: 'pending', providerPaymentId: null });
  });
});

describe('the PayPal webhook', () => {
  async function pendingOrder(monto: number) {
    const { body } = await createOrder({ monto });
    return { orderId: body.id, pendingId: lastOrderBody().purchase_units[0].custom_id as string };
  }

  const completed = (pendingId: string, captureId: string, value: string) => ({
    id: `WH-${captureId}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    resource_version: '2.0',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    summary: `Payment completed for $ ${value} USD`,
    resource: {
      id: captureId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      final_capture: true,
      custom_id: pendingId,
      create_time: new Date().toISOString(),
      supplementary_data: { related_ids: { order_id: 'ORDER1' } },
    },
    links: [],
  });

  it('is verified through verify-webhook-signature and records a completed capture once', async () => {
    const { pendingId } = await pendingOrder(50);
    const event = completed(pendingId, '3C679366HH908993F', '50.00');
    const res = await deliverWebhook(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const verification = pp.received.verifications.at(-1) as Record<string, unknown>;
    expect(verification).toMatchObject({
      auth_algo: 'SHA256withRSA',
      webhook_id: CREDENTIALS.webhookId,
      webhook_event: event,
    });
    expect(Object.keys(verification).sort()).toEqual(
      [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_event',
        'webhook_id',
      ].sort(),
    );
    expect(await rowById(pendingId)).toMatchObject({
      status: 'paid',
      providerPaymentId: '3C679366HH908993F',
      total: 50,
    });

    const before = await rows();
    expect((await deliverWebhook(event)).statusCode).toBe(200);
    expect(await rows()).toEqual(before);
  });

  it('refuses a delivery PayPal does not vouch for, or without its headers, with 401 and writes nothing', async () => {
    const { pendingId } = await pendingOrder(100);
    const event = completed(pendingId, '9XK43290FA1234567', '100.00');
    const forged = await deliverWebhook(event, { sig: 'bm90LWEtcmVhbC1zaWduYXR1cmU=' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: PAYMENT_MSG.badSignature });

    const verifications = pp.received.verifications.length;
    const request = pp.webhookRequest(event);
    const { 'paypal-transmission-sig': _sig, ...withoutSignature } = request.headers;
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: withoutSignature,
      payload: request.body,
    });
    expect(bare.statusCode).toBe(401);
    expect(pp.received.verifications.length).toBe(verifications);
    expect(await rowById(pendingId)).toMatchObject({ status: 'pending', providerPaymentId: null });
  });
});

describe('without PayPal credentials', () => {
  it('answers 503 with the not-available sentence, even to an invalid body', async () => {
    const bare = await createTestApp();
    try {
      for (const payload of [{ monto: 10 }, { monto: 'nada' }]) {
        const res = await bare.app.inject({ method: 'POST', url: '/api/paypal/create-order', payload });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: PAYMENT_MSG.unavailable });
      }
      for (const url of ['/api/mercadopago', '/mercadopago']) {
        const res = await bare.app.inject({ method: 'POST', url, payload: { title: 'x', unit_price: 500 } });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: PAYMENT_MSG.unavailable });
      }
      const hook = await bare.app.inject({ method: 'POST', url: '/api/webhooks/paypal', payload: {} });
      expect(hook.statusCode).toBe(503);
      expect(await bare.db.select().from(contributions)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
