// Monthly giving with PayPal Subscriptions, end to end through the API: the real adapter against the fake
// PayPal (one catalog product and one plan per amount, created once; POST /v1/billing/subscriptions, GET one,
// POST …/cancel), webhooks verified with verify-webhook-signature, replayed and forged, each month recorded
// once, and the donor's own cancellation.
import { PAYMENT_MSG, PLAN_CHANGE_MSG } from '@campito/core';
import { contributions, dogs, mailOutbox, paypalPlans, subscriptions, users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { type FakePayPal, startFakePayPal } from '../../../test/fake-paypal';
import { createPlanLinks } from './subscriptions/links';

const CREDENTIALS = {
  clientId: 'AbC-client-id',
  clientSecret: 'EhF-client-secret',
  webhookId: '8PT597110X687430LKGECATA',
};
const PUBLIC = 'http://localhost:3000';

let t: TestApp;
let pp: FakePayPal;
let dogId: string;

beforeAll(async () => {
  pp = await startFakePayPal(CREDENTIALS);
  t = await createTestApp({
    PAYPAL_CLIENT_ID: CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: CREDENTIALS.clientSecret,
    PAYPAL_WEBHOOK_ID: CREDENTIALS.webhookId,
    PAYPAL_API_URL: pp.url,
  });
  const [dog] = await t.db
    .insert(dogs)
    .values({
      name: 'Luna',
      gender: 'hembra',
      age: 'viejito',
      size: 'chico',
      race: 'Caniche',
      references: [],
    })
    .returning();
  dogId = dog!.id;
});

afterAll(async () => {
  await t?.close();
  await pp?.close();
});

async function start(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions/paypal', payload });
  return { res, body: res.json() as { id?: string; approve_url?: string; errors?: Record<string, string> } };
}

const planRow = async (id: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const chargesOf = (id: string) =>
  t.db.select().from(contributions).where(eq(contributions.subscriptionId, id));

function deliverWebhook(event: unknown, overrides?: { sig?: string }) {
  const request = pp.webhookRequest(event, overrides);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/paypal',
    headers: request.headers,
    payload: request.body,
  });
}

/** A started plan: our row and the subscription PayPal keeps. */
async function started(payload: Record<string, unknown> = { monto: 10, email: 'monthly@example.com' }) {
  const { res, body } = await start(payload);
  expect(res.statusCode).toBe(201);
  const plan = await planRow(body.id!);
  return { plan, subscription: pp.subscriptions.get(plan.providerSubscriptionId!)! };
}

/** The payer approves at PayPal and PayPal tells us: the subscription is active. */
async function activate(subscriptionId: string) {
  pp.setSubscriptionStatus(subscriptionId, 'ACTIVE');
  const res = await deliverWebhook(pp.subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionId));
  expect(res.statusCode).toBe(200);
}

describe('starting a monthly plan with PayPal', () => {
  it('creates the product and the amount plan once, then a subscription the payer approves', async () => {
    const { res, body } = await start({
      monto: '10',
      email: 'Godmother@Example.com',
      novedades: 'on',
      nombreDePerro: 'Luna',
    });
    expect(res.statusCode).toBe(201);
    const plan = await planRow(body.id!);
    expect(plan).toMatchObject({
      provider: 'paypal',
      status: 'pending',
      type: 'padrinazgo',
      dogId,
      amount: 10,
      currency: 'USD',
      email: 'godmother@example.com',
      wantsUpdates: true,
    });
    expect(pp.received.products).toHaveLength(1);
    expect(pp.received.products[0]!.body).toMatchObject({
      name: 'Aporte mensual a El Campito',
      type: 'SERVICE',
    });
    expect(pp.received.plans).toHaveLength(1);
    const planBody = pp.received.plans[0]!.body as { product_id: string; billing_cycles: unknown[] };
    expect(planBody.product_id).toBe([...pp.products.keys()][0]);
    expect(planBody.billing_cycles).toEqual([
      {
        frequency: { interval_unit: 'MONTH', interval_count: 1 },
        tenure_type: 'REGULAR',
        sequence: 1,
        total_cycles: 0,
        pricing_scheme: { fixed_price: { value: '10.00', currency_code: 'USD' } },
      },
    ]);
    const sent = pp.received.subscriptions.at(-1)!;
    expect(sent.requestId).toBe(plan.id);
    expect(sent.body).toEqual({
      plan_id: [...pp.plans.keys()][0],
      custom_id: plan.id,
      subscriber: { email_address: 'godmother@example.com' },
      application_context: {
        brand_name: 'El Campito',
        locale: 'es-AR',
        shipping_preference: 'NO_SHIPPING',
        user_action: 'SUBSCRIBE_NOW',
        return_url: `${PUBLIC}/aporte-mensual?proveedor=paypal`,
        cancel_url: `${PUBLIC}/colaborar?pago=cancelado`,
      },
    });
    const subscription = pp.subscriptions.get(plan.providerSubscriptionId!)!;
    expect(body.approve_url).toBe(`${pp.url}/webapps/billing/subscriptions?ba_token=${subscription.baToken}`);

    // The same amount again reuses the stored plan; another amount adds a plan to the same product.
    await started({ monto: 10, email: 'otro@example.com' });
    await started({ monto: '25,50', email: 'otro@example.com' });
    expect(pp.received.products).toHaveLength(1);
    expect(pp.received.plans).toHaveLength(2);
    const stored = await t.db.select().from(paypalPlans);
    expect(stored.map((p) => [p.amount, p.currency]).sort()).toEqual([
      [10, 'USD'],
      [25.5, 'USD'],
    ]);
    expect(new Set(stored.map((p) => p.productId)).size).toBe(1);
  });

  it('needs the payer email and a dollar amount, and writes nothing otherwise', async () => {
    const before = (await t.db.select().from(subscriptions)).length;
    for (const [payload, errors] of [
      [{ monto: 10 }, { email: 'Email requerido' }],
      [{ monto: '10,555', email: 'a@example.com' }, { monto: PAYMENT_MSG.dollarsCents }],
      [{ monto: 20000, email: 'a@example.com' }, { monto: PAYMENT_MSG.dollarsMax }],
    ] as const) {
      const { res, body } = await start(payload);
      expect(res.statusCode).toBe(400);
      expect(body.errors).toEqual(errors);
    }
    expect((await t.db.select().from(subscriptions)).length).toBe(before);
  });
});

describe('PayPal subscription webhooks', () => {
  it('activates the plan and records each billed cycle once, whatever the replays', async () => {
    const { plan, subscription } = await started({
      monto: 10,
      email: 'luna@example.com',
      nombreDePerro: 'Luna',
      novedades: true,
    });
    await activate(subscription.id);
    // Replayed activation: nothing more (one confirmation mail).
    await deliverWebhook(pp.subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscription.id));
    const active = await planRow(plan.id);
    expect(active).toMatchObject({ status: 'active', name: 'Juan Padrino' });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'luna@example.com'))).toHaveLength(1);

    const firstEvent = pp.saleCompletedEvent(pp.chargeSubscription(subscription.id));
    const results = await Promise.all([
      deliverWebhook(firstEvent),
      deliverWebhook(firstEvent),
      deliverWebhook(firstEvent),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    let months = await chargesOf(plan.id);
    expect(months).toHaveLength(1);
    expect(months[0]).toMatchObject({
      status: 'paid',
      method: 'paypal',
      type: 'padrinazgo',
      dogName: 'Luna',
      total: 10,
      currency: 'USD',
      email: 'luna@example.com',
      wantsUpdates: true,
      providerPaymentId: firstEvent.resource.id,
      providerOrderId: subscription.id,
    });

    const second = pp.saleCompletedEvent(pp.chargeSubscription(subscription.id));
    await deliverWebhook(second);
    await deliverWebhook(second);
    months = await chargesOf(plan.id);
    expect(months.map((m) => m.providerPaymentId).sort()).toEqual(
      [firstEvent.resource.id, second.resource.id].sort(),
    );
  });

  it('refuses a delivery PayPal does not vouch for (forged signature or altered body) and writes nothing', async () => {
    const { plan, subscription } = await started({ monto: 10, email: 'forged@example.com' });
    pp.setSubscriptionStatus(subscription.id, 'ACTIVE');
    const activation = pp.subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscription.id);
    const forged = await deliverWebhook(activation, { sig: 'bm90LWEtcmVhbC1zaWduYXR1cmU=' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: PAYMENT_MSG.badSignature });

    // A genuine delivery whose body was changed on the way (a bigger amount) no longer verifies.
    const sale = pp.saleCompletedEvent(pp.chargeSubscription(subscription.id));
    const genuine = pp.webhookRequest(sale);
    const altered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: genuine.headers,
      payload: genuine.body.replace('"total":"10.00"', '"total":"1000.00"'),
    });
    expect(altered.statusCode).toBe(401);
    expect(await planRow(plan.id)).toMatchObject({ status: 'pending' });
    expect(await chargesOf(plan.id)).toHaveLength(0);
  });

  it('follows suspension, reactivation and cancellation as PayPal reports them, reading its current state', async () => {
    const { plan, subscription } = await started({ monto: 15, email: 'states@example.com' });
    await activate(subscription.id);
    pp.setSubscriptionStatus(subscription.id, 'SUSPENDED');
    await deliverWebhook(pp.subscriptionEvent('BILLING.SUBSCRIPTION.SUSPENDED', subscription.id));
    expect(await planRow(plan.id)).toMatchObject({ status: 'paused' });
    // A late ACTIVATED event while PayPal says CANCELLED: we keep what PayPal says now.
    const lateActivation = pp.subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscription.id);
    pp.setSubscriptionStatus(subscription.id, 'CANCELLED');
    await deliverWebhook(lateActivation);
    const cancelled = await planRow(plan.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);
  });

  it('ignores sales of other subscriptions and events about subscriptions PayPal does not know', async () => {
    const before = (await t.db.select().from(contributions)).length;
    const foreign = {
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: {
        id: 'SALE0000000000001',
        amount: { total: '5.00', currency: 'USD' },
        billing_agreement_id: 'I-NOTOURS0000',
      },
    };
    expect((await deliverWebhook(foreign)).statusCode).toBe(200);
    const unknown = { event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: 'I-UNKNOWN00000' } };
    expect((await deliverWebhook(unknown)).statusCode).toBe(200);
    expect((await t.db.select().from(contributions)).length).toBe(before);
  });
});

describe('the donor cancels a PayPal plan', () => {
  it('cancels at PayPal (POST …/cancel) for the verified owner only; a plan never approved just ends here', async () => {
    const owner = await signIn(t.db, t.app.services, ['public'], 'owner-pp@example.com');
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.id));
    const other = await signIn(t.db, t.app.services, ['public'], 'other-pp@example.com');
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, other.id));
    const { plan, subscription } = await started({ monto: 10, email: 'owner-pp@example.com' });
    await activate(subscription.id);

    const cancel = (id: string, cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/subscriptions/${id}/cancel`, headers: { cookie } });
    expect((await cancel(plan.id, other.cookie)).statusCode).toBe(404);
    const res = await cancel(plan.id, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(pp.received.cancellations.at(-1)).toEqual({
      id: subscription.id,
      body: { reason: 'El donante canceló su aporte desde el sitio' },
    });
    expect(subscription.status).toBe('CANCELLED');
    expect(await planRow(plan.id)).toMatchObject({ status: 'cancelled' });

    // Never approved: PayPal refuses to cancel it (422), and nothing can be charged, so it ends here.
    const pending = await started({ monto: 10, email: 'owner-pp@example.com' });
    const refused = await cancel(pending.plan.id, owner.cookie);
    expect(refused.statusCode).toBe(200);
    expect(await planRow(pending.plan.id)).toMatchObject({ status: 'cancelled' });
  });
});

describe("the donor's own plan from its signed link (issue 36)", () => {
  it('changes the amount through a revise the donor approves at PayPal, mailed and logged once', async () => {
    const { plan, subscription } = await started({ monto: 10, email: 'revise-paypal@example.com' });
    await activate(subscription.id);
    const self = t.app.services.payments.subscriptions.selfService;
    const token = createPlanLinks(t.config).token(plan.id);
    expect(await self.check(plan.id, token)).toMatchObject({ provider: 'paypal', amountChangeable: true });
    await expect(self.change(plan.id, token, 'monto', '20,555')).rejects.toMatchObject({ statusCode: 400 });

    const asked = await self.change(plan.id, token, 'monto', '20');
    expect(asked).toMatchObject({ message: PLAN_CHANGE_MSG.approveAtPayPal });
    const revision = pp.received.revisions.at(-1)!;
    expect(revision.id).toBe(subscription.id);
    const newPlan = (revision.body as { plan_id: string }).plan_id;
    const [stored] = await t.db.select().from(paypalPlans).where(eq(paypalPlans.planId, newPlan));
    expect(stored).toMatchObject({ amount: 20, currency: 'USD' });
    expect(
      (revision.body as { application_context: { return_url: string } }).application_context.return_url,
    ).toBe(`${PUBLIC}/aporte-mensual/${plan.id}?t=${token}&revisado=1`);
    expect('redirect' in asked && asked.redirect).toMatch(
      /\/webapps\/billing\/subscriptions\/update\?ba_token=BA-/,
    );
    // Back without approving: nothing changed.
    expect(await self.confirmRevision(plan.id, token)).toBe(PLAN_CHANGE_MSG.revisionPending('US$ 10'));
    expect((await planRow(plan.id)).amount).toBe(10);

    // Approved at PayPal; its notice and the donor's return both arrive: one change, one mail.
    pp.approveRevision(subscription.id);
    const notice = await deliverWebhook(
      pp.subscriptionEvent('BILLING.SUBSCRIPTION.UPDATED', subscription.id),
    );
    expect(notice.statusCode).toBe(200);
    expect(await self.confirmRevision(plan.id, token)).toBe(PLAN_CHANGE_MSG.revisionPending('US$ 20'));
    expect((await planRow(plan.id)).amount).toBe(20);
    const changed = (
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'revise-paypal@example.com'))
    ).filter((m) => m.subject === 'Cambiaste tu aporte mensual');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.text).toContain('US$ 20');
  });

  it('pauses (suspend) and resumes (activate) at PayPal', async () => {
    const { plan, subscription } = await started({ monto: 10, email: 'pausa-paypal@example.com' });
    await activate(subscription.id);
    const links = createPlanLinks(t.config);
    const self = t.app.services.payments.subscriptions.selfService;
    const token = links.token(plan.id);
    expect((await self.change(plan.id, token, 'pausar')).message).toBe(PLAN_CHANGE_MSG.paused);
    expect(pp.subscriptions.get(subscription.id)!.status).toBe('SUSPENDED');
    expect((await planRow(plan.id)).status).toBe('paused');
    expect((await self.change(plan.id, token, 'retomar')).message).toBe(PLAN_CHANGE_MSG.resumed);
    expect(pp.subscriptions.get(subscription.id)!.status).toBe('ACTIVE');
    expect(pp.received.statusChanges.map((c) => [c.id, c.action])).toEqual([
      [subscription.id, 'suspend'],
      [subscription.id, 'activate'],
    ]);
    // PayPal refuses to activate what is active: nothing changes here, and the page says so.
    await expect(self.change(plan.id, token, 'pausar')).resolves.toBeTruthy();
    pp.setSubscriptionStatus(subscription.id, 'ACTIVE');
    await expect(self.change(plan.id, token, 'retomar')).rejects.toMatchObject({
      statusCode: 502,
      message: PLAN_CHANGE_MSG.providerFailed,
    });
    expect((await planRow(plan.id)).status).toBe('paused');
  });
});
