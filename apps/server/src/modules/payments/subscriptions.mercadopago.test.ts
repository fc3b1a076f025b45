// Monthly giving with MercadoPago subscriptions, end to end through the API: the real adapter against the
// fake MercadoPago (POST /preapproval, GET /preapproval/{id}, GET /authorized_payments/{id}, PUT to cancel),
// notifications signed as MercadoPago signs them, replayed and forged, each month recorded once, and the
// donor's own cancellation.
import { INTERFACE_ID, MONTHLY_MSG, PAYMENT_MSG } from '@campito/core';
import { auditLog, contributions, dogs, interfaces, mailOutbox, subscriptions, users } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../../test/fake-mercadopago';
import { waitFor } from '../../../test/wait';
import { createPaymentsService } from './payments.service';

const TOKEN = 'APP_USR-test-token';
const SECRET = 'mp-webhook-secret-for-tests';
const PUBLIC = 'http://localhost:3000';
const WEBHOOK = `${PUBLIC}/api/webhooks/mercadopago`;

let t: TestApp;
let mp: FakeMercadoPago;
let dogId: string;

beforeAll(async () => {
  mp = await startFakeMercadoPago({ accessToken: TOKEN, webhookSecret: SECRET, webhookUrl: WEBHOOK });
  t = await createTestApp({
    MERCADOPAGO_ACCESS_TOKEN: TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    MERCADOPAGO_API_URL: mp.url,
  });
  const [dog] = await t.db
    .insert(dogs)
    .values({
      name: 'Merlina',
      gender: 'hembra',
      age: 'adulto',
      size: 'mediano',
      race: 'Mestiza',
      references: [],
      monthlyCareCost: 20000,
    })
    .returning();
  dogId = dog!.id;
});

afterAll(async () => {
  await t?.close();
  await mp?.close();
});

interface Started {
  id?: string;
  init_point?: string;
  error?: string;
  errors?: Record<string, string>;
}

async function start(payload: Record<string, unknown>, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/mercadopago',
    payload,
    headers: cookie ? { cookie } : {},
  });
  return { res, body: res.json() as Started };
}

const planRow = async (id: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const chargesOf = (id: string) =>
  t.db.select().from(contributions).where(eq(contributions.subscriptionId, id));
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** Delivers a subscription notification to our app exactly as the fake MercadoPago would send it. */
function deliver(
  type: 'subscription_preapproval' | 'subscription_authorized_payment' | 'payment',
  dataId: string,
  overrides?: Parameters<FakeMercadoPago['subscriptionWebhookRequest']>[2],
) {
  const request = mp.subscriptionWebhookRequest(type, dataId, overrides);
  return t.app.inject({ method: 'POST', url: request.path, headers: request.headers, payload: request.body });
}

/** A started plan: our row and the preapproval MercadoPago keeps. */
async function started(payload: Record<string, unknown> = { monto: 3000, email: 'mensual@example.com' }) {
  const { res, body } = await start(payload);
  expect(res.statusCode).toBe(201);
  const plan = await planRow(body.id!);
  return { plan, preapproval: mp.preapprovals.get(plan.providerSubscriptionId!)! };
}

describe('starting a monthly plan with MercadoPago', () => {
  it('stores a pending plan and creates the documented preapproval, authorized by the payer at init_point', async () => {
    const { res, body } = await start({
      monto: '5000',
      email: 'Madrina@Example.com',
      novedades: 'on',
      nombreDePerro: 'Merlina',
    });
    expect(res.statusCode).toBe(201);
    const plan = await planRow(body.id!);
    expect(plan).toMatchObject({
      provider: 'mercadopago',
      status: 'pending',
      type: 'padrinazgo',
      dogId,
      dogName: 'Merlina',
      amount: 5000,
      currency: 'ARS',
      email: 'madrina@example.com',
      wantsUpdates: true,
    });
    const sent = mp.received.preapprovals.at(-1)!;
    expect(sent.body).toEqual({
      reason: 'Padrinazgo mensual de Merlina en El Campito',
      external_reference: plan.id,
      payer_email: 'madrina@example.com',
      auto_recurring: {
        frequency: 1,
        frequency_type: 'months',
        transaction_amount: 5000,
        currency_id: 'ARS',
      },
      back_url: `${PUBLIC}/aporte-mensual?proveedor=mercadopago`,
      status: 'pending',
    });
    expect(sent.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, 'x-idempotency-key': plan.id });
    expect(plan.providerSubscriptionId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.init_point).toBe(
      `${mp.url}/subscriptions/checkout?preapproval_id=${plan.providerSubscriptionId}`,
    );
  });

  it('takes a typed amount over the quick one, and a general monthly gift never asks for news', async () => {
    const { body } = await start({ monto: 3000, otroMonto: '4500', email: 'a@example.com', novedades: true });
    expect(await planRow(body.id!)).toMatchObject({
      type: 'donación',
      dogId: null,
      amount: 4500,
      wantsUpdates: false,
    });
    expect((mp.received.preapprovals.at(-1)!.body as { reason: string }).reason).toBe(
      'Aporte mensual a El Campito',
    );
  });

  it('needs the payer email and a valid amount, refuses an unknown dog, and writes nothing then', async () => {
    const before = (await t.db.select().from(subscriptions)).length;
    const sentBefore = mp.received.preapprovals.length;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ monto: 3000 }, { email: 'Email requerido' }],
      [{ monto: 3000, email: 'no-es-un-email' }, { email: 'Formato de Email incorrecto' }],
      [{ email: 'a@example.com' }, { monto: MONTHLY_MSG.amountChoice }],
      [{ monto: 3000, otroMonto: '1.500,50', email: 'a@example.com' }, { otroMonto: PAYMENT_MSG.pesosWhole }],
      [{ monto: '0', email: 'a@example.com' }, { monto: PAYMENT_MSG.pesosMin }],
      [{ monto: 'x'.repeat(5000), email: 'a@example.com' }, { monto: PAYMENT_MSG.amountNotNumber }],
      [
        { monto: 3000, email: 'a@example.com', novedades: 'quizás' },
        { novedades: MONTHLY_MSG.updatesInvalid },
      ],
    ];
    for (const [payload, errors] of cases) {
      const { res, body } = await start(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(body.errors).toEqual(errors);
    }
    const unknownDog = await start({ monto: 3000, email: 'a@example.com', nombreDePerro: 'Nadie' });
    expect(unknownDog.res.statusCode).toBe(400);
    expect(unknownDog.body.error).toBe(PAYMENT_MSG.unknownDog);
    expect((await t.db.select().from(subscriptions)).length).toBe(before);
    expect(mp.received.preapprovals.length).toBe(sentBefore);
  });
});

describe('MercadoPago subscription notifications', () => {
  it('activates the plan once, with its start and one confirmation mail saying how to cancel', async () => {
    const { plan, preapproval } = await started({ monto: 3000, email: 'activa@example.com' });
    mp.setPreapprovalStatus(preapproval.id, 'authorized');
    expect((await deliver('subscription_preapproval', preapproval.id)).statusCode).toBe(200);
    const active = await planRow(plan.id);
    expect(active).toMatchObject({ status: 'active', cancelledAt: null });
    expect(active.startedAt).toBeInstanceOf(Date);
    // A replay (same notification again) changes nothing and mails nothing more.
    expect((await deliver('subscription_preapproval', preapproval.id)).statusCode).toBe(200);
    expect((await planRow(plan.id)).startedAt).toEqual(active.startedAt);
    const mails = await mailsTo('activa@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Tu aporte mensual a El Campito está activo');
    expect(mails[0]!.text).toContain('$ 3.000 por mes');
    expect(mails[0]!.text).toContain('"Mis aportes"');
    expect(mails[0]!.text).toContain('«Suscripciones»');
  });

  it('records each charged month once as a paid contribution of the plan, whatever the replays', async () => {
    const { plan, preapproval } = await started({
      monto: 3000,
      email: 'padrino@example.com',
      nombreDePerro: 'Merlina',
      novedades: true,
    });
    mp.setPreapprovalStatus(preapproval.id, 'authorized');
    await deliver('subscription_preapproval', preapproval.id);
    const first = mp.chargePreapproval(preapproval.id);
    const res = await deliver('subscription_authorized_payment', String(first.id));
    expect(res.statusCode).toBe(200);
    // Replayed, delivered twice at once, and announced again as a plain payment: still one month.
    await Promise.all([
      deliver('subscription_authorized_payment', String(first.id)),
      deliver('subscription_authorized_payment', String(first.id)),
      deliver('payment', String(first.payment.id)),
    ]);
    let months = await chargesOf(plan.id);
    expect(months).toHaveLength(1);
    expect(months[0]).toMatchObject({
      status: 'paid',
      method: 'mercadopago',
      type: 'padrinazgo',
      dogId,
      dogName: 'Merlina',
      total: 3000,
      currency: 'ARS',
      email: 'padrino@example.com',
      wantsUpdates: true,
      providerPaymentId: String(first.payment.id),
      providerOrderId: preapproval.id,
    });
    expect(mp.received.authorizedPaymentLookups).toContain(String(first.id));

    const second = mp.chargePreapproval(preapproval.id);
    await deliver('subscription_authorized_payment', String(second.id));
    await deliver('subscription_authorized_payment', String(second.id));
    months = await chargesOf(plan.id);
    expect(months.map((m) => m.providerPaymentId).sort()).toEqual(
      [String(first.payment.id), String(second.payment.id)].sort(),
    );
    expect((await planRow(plan.id)).lastChargeAt).toBeInstanceOf(Date);
    const [dog] = await t.db.select().from(dogs).where(eq(dogs.id, dogId));
    expect(dog!.isSponsored).toBe(true);
  });

  it('activates a plan whose first charge arrives before its activation notice', async () => {
    const { plan, preapproval } = await started({ monto: 1000, email: 'temprano@example.com' });
    mp.setPreapprovalStatus(preapproval.id, 'authorized');
    await deliver('subscription_authorized_payment', String(mp.chargePreapproval(preapproval.id).id));
    expect(await planRow(plan.id)).toMatchObject({ status: 'active' });
    expect(await chargesOf(plan.id)).toHaveLength(1);
    // The plan's welcome once, and the month's receipt (every paid contribution gets one).
    const subjects = (await mailsTo('temprano@example.com')).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects.filter((s) => s.startsWith('Recibo de tu aporte'))).toHaveLength(1);
  });

  it('records nothing for a rejected charge, and a retry that is approved once', async () => {
    const { plan, preapproval } = await started({ monto: 2000, email: 'rechazo@example.com' });
    mp.setPreapprovalStatus(preapproval.id, 'authorized');
    const rejected = mp.chargePreapproval(preapproval.id, 'rejected');
    expect((await deliver('subscription_authorized_payment', String(rejected.id))).statusCode).toBe(200);
    expect(await chargesOf(plan.id)).toHaveLength(0);
    const retried = mp.chargePreapproval(preapproval.id);
    await deliver('subscription_authorized_payment', String(retried.id));
    expect(await chargesOf(plan.id)).toHaveLength(1);
  });

  it('refuses forged, stale or unsigned notifications with 401 and writes nothing', async () => {
    const { plan, preapproval } = await started({ monto: 2500, email: 'forja@example.com' });
    mp.setPreapprovalStatus(preapproval.id, 'authorized');
    const charge = mp.chargePreapproval(preapproval.id);
    const forged = [
      await deliver('subscription_preapproval', preapproval.id, { secret: 'no-es-el-secreto' }),
      await deliver('subscription_authorized_payment', String(charge.id), { secret: 'no-es-el-secreto' }),
      await deliver('subscription_authorized_payment', String(charge.id), {
        ts: Math.floor(Date.now() / 1000) - 3600,
      }),
    ];
    const request = mp.subscriptionWebhookRequest('subscription_preapproval', preapproval.id);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: request.path,
      headers: { 'content-type': 'application/json' },
      payload: request.body,
    });
    for (const res of [...forged, unsigned]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: PAYMENT_MSG.badSignature });
    }
    expect(await planRow(plan.id)).toMatchObject({ status: 'pending' });
    expect(await chargesOf(plan.id)).toHaveLength(0);
  });

  it('pauses and cancels the plan when MercadoPago says so, and ignores what is not ours', async () => {
    const { plan, preapproval } = await started({ monto: 1500, email: 'baja@example.com' });
    mp.setPreapprovalStatus(preapproval.id, 'paused');
    await deliver('subscription_preapproval', preapproval.id);
    expect(await planRow(plan.id)).toMatchObject({ status: 'paused' });
    mp.setPreapprovalStatus(preapproval.id, 'cancelled');
    await deliver('subscription_preapproval', preapproval.id);
    const cancelled = await planRow(plan.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);
    // Unknown ids at MercadoPago and ids that are not ids answer 200 and change nothing.
    expect((await deliver('subscription_preapproval', 'f'.repeat(32))).statusCode).toBe(200);
    expect((await deliver('subscription_authorized_payment', '999999999')).statusCode).toBe(200);
    expect((await deliver('subscription_authorized_payment', 'no-es-un-id')).statusCode).toBe(200);
  });

  it('asks MercadoPago to retry (503) when the plan cannot be read in time', async () => {
    const { plan, preapproval } = await started({ monto: 1800, email: 'lento@example.com' });
    mp.setPreapprovalStatus(preapproval.id, 'authorized');
    const impatient = createPaymentsService(t.app.deps, t.app.services, { timeoutMs: 150 });
    const request = mp.subscriptionWebhookRequest('subscription_preapproval', preapproval.id);
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
    expect(await planRow(plan.id)).toMatchObject({ status: 'pending' });
  });

  it('confirms the plan on the donor return when the notification is late, showing nothing personal', async () => {
    const { plan, preapproval } = await started({ monto: 2200, email: 'vuelta@example.com' });
    mp.setPreapprovalStatus(preapproval.id, 'authorized');
    const summary = await t.app.services.payments.subscriptions.confirmReturn(
      { provider: 'mercadopago', preapprovalId: preapproval.id, subscriptionId: null },
      { ip: '198.51.100.9' },
    );
    expect(summary).toEqual({
      provider: 'mercadopago',
      amount: 2200,
      currency: 'ARS',
      dogName: null,
      status: 'active',
    });
    expect(await planRow(plan.id)).toMatchObject({ status: 'active' });
    for (const preapprovalId of ['f'.repeat(32), '../../x', '']) {
      expect(
        await t.app.services.payments.subscriptions.confirmReturn(
          { provider: 'mercadopago', preapprovalId, subscriptionId: null },
          { ip: '198.51.100.9' },
        ),
      ).toBeNull();
    }
  });
});

describe('the donor cancels a monthly plan', () => {
  const cancel = (id: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${id}/cancel`,
      headers: cookie ? { cookie } : {},
    });

  it('cancels at MercadoPago and here, only for the signed-in owner with that verified email', async () => {
    const owner = await signIn(t.db, t.app.services, ['public'], 'duena@example.com');
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.id));
    const stranger = await signIn(t.db, t.app.services, ['public'], 'otra@example.com');
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, stranger.id));
    const staff = await signIn(t.db, t.app.services, ['admin'], 'staff-mp@example.com');
    const { plan, preapproval } = await started({ monto: 3000, email: 'Duena@example.com' });
    mp.setPreapprovalStatus(preapproval.id, 'authorized');
    await deliver('subscription_preapproval', preapproval.id);

    expect((await cancel(plan.id)).statusCode).toBe(401);
    for (const cookie of [stranger.cookie, staff.cookie]) {
      const res = await cancel(plan.id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MONTHLY_MSG.notFound });
    }
    expect((await cancel('no-es-un-id', owner.cookie)).statusCode).toBe(404);
    expect(mp.received.preapprovalUpdates.filter((u) => u.id === preapproval.id)).toHaveLength(0);

    const res = await cancel(plan.id, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'cancelled', already: false });
    expect(mp.received.preapprovalUpdates.filter((u) => u.id === preapproval.id)).toEqual([
      { id: preapproval.id, body: { status: 'cancelled' } },
    ]);
    expect(preapproval.status).toBe('cancelled');
    expect(await planRow(plan.id)).toMatchObject({ status: 'cancelled' });
    // Its notification arrives later and changes nothing; cancelling again says it already was.
    expect((await deliver('subscription_preapproval', preapproval.id)).statusCode).toBe(200);
    expect((await cancel(plan.id, owner.cookie)).json()).toEqual({ status: 'cancelled', already: true });
  });

  it('asks an owner whose email is not confirmed to confirm it first', async () => {
    const owner = await signIn(t.db, t.app.services, ['public'], 'sinconfirmar@example.com');
    const { plan } = await started({ monto: 3000, email: 'sinconfirmar@example.com' });
    const res = await cancel(plan.id, owner.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MONTHLY_MSG.verifyEmail });
    expect(await planRow(plan.id)).toMatchObject({ status: 'pending' });
  });

  it('keeps the plan and says where else to cancel when MercadoPago cannot be reached', async () => {
    const owner = await signIn(t.db, t.app.services, ['public'], 'sinred@example.com');
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.id));
    const { plan, preapproval } = await started({ monto: 3000, email: 'sinred@example.com' });
    mp.setPreapprovalStatus(preapproval.id, 'authorized');
    await deliver('subscription_preapproval', preapproval.id);
    const impatient = createPaymentsService(t.app.deps, t.app.services, { timeoutMs: 150 });
    mp.setDelay(1000);
    try {
      const error = await impatient.subscriptions.cancelByDonor(plan.id, owner.id).catch((e) => e);
      expect(error).toMatchObject({ statusCode: 502 });
      expect(error.message).toContain(MONTHLY_MSG.cancelFailed);
    } finally {
      mp.setDelay(0);
    }
    // The request given up on still reaches the fake later: the next test must not take it for its own.
    await waitFor(mp.idle, { what: 'El proveedor falso termina el pedido abandonado' });
    expect(await planRow(plan.id)).toMatchObject({ status: 'active' });
  });

  it('lists a verified donor their own plans only', async () => {
    const owner = await signIn(t.db, t.app.services, ['public'], 'lista@example.com');
    await started({ monto: 1000, email: 'lista@example.com' });
    await started({ monto: 1000, email: 'otra-persona@example.com' });
    const unverified = await t.app.services.payments.subscriptions.ofUser(owner.id);
    expect(unverified).toEqual({ emailVerified: false, items: [] });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.id));
    const mine = await t.app.services.payments.subscriptions.ofUser(owner.id);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ provider: 'mercadopago', amount: 1000, status: 'pending' });
    const stored = await t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.email, 'lista@example.com')));
    expect(mine.items[0]!.id).toBe(stored[0]!.id);
  });
});

describe("the donor's own plan from the receipt's signed link (issue 36)", () => {
  const manageLinkIn = (text: string) => {
    const found = text.match(/https?:\/\/\S+\/aporte-mensual\/([0-9a-f-]{36})\?t=([\w-]+)/);
    if (!found) throw new Error('no manage link');
    return { id: found[1]!, token: found[2]! };
  };

  it('changes the amount and pauses, resumes and ends the plan at MercadoPago, each mailed and logged', async () => {
    const { plan, preapproval } = await started({ monto: 3000, email: 'autogestion@example.com' });
    mp.setPreapprovalStatus(preapproval.id, 'authorized');
    await deliver('subscription_preapproval', preapproval.id);
    await deliver('subscription_authorized_payment', String(mp.chargePreapproval(preapproval.id).id));
    const receipt = (await mailsTo('autogestion@example.com')).find((m) => m.subject.startsWith('Recibo'))!;
    expect(receipt.text).toContain('Administrar mi aporte');
    const { id, token } = manageLinkIn(receipt.secretText ?? receipt.text);
    expect(id).toBe(plan.id);
    const self = t.app.services.payments.subscriptions.selfService;

    await expect(self.change(id, `${token}x`, 'pausar')).rejects.toMatchObject({ statusCode: 404 });
    await expect(self.change(id, token, 'monto', '4500,50')).rejects.toMatchObject({
      statusCode: 400,
      errors: { monto: PAYMENT_MSG.pesosWhole },
    });

    expect((await self.change(id, token, 'monto', '4.500')).message).toBe(
      'Listo: desde el próximo cobro tu aporte es de $ 4.500 por mes.',
    );
    expect(mp.received.preapprovalUpdates.at(-1)).toEqual({
      id: preapproval.id,
      body: { auto_recurring: { transaction_amount: 4500, currency_id: 'ARS' } },
    });
    expect(mp.preapprovals.get(preapproval.id)!.body.auto_recurring.transaction_amount).toBe(4500);
    expect((await planRow(id)).amount).toBe(4500);

    await self.change(id, token, 'pausar');
    expect(mp.preapprovals.get(preapproval.id)!.status).toBe('paused');
    expect((await planRow(id)).status).toBe('paused');
    await self.change(id, token, 'retomar');
    expect(mp.preapprovals.get(preapproval.id)!.status).toBe('authorized');
    await self.change(id, token, 'terminar');
    expect(mp.preapprovals.get(preapproval.id)!.status).toBe('cancelled');
    expect(await self.check(id, token)).toMatchObject({ status: 'cancelled', amount: 4500 });

    const changed = (await mailsTo('autogestion@example.com')).filter(
      (m) => m.subject === 'Cambiaste tu aporte mensual',
    );
    expect(changed).toHaveLength(4);
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.recordId, id));
    expect(logged.map((entry) => Object.keys(entry.changes as object).sort())).toEqual([
      ['amount', 'via'],
      ['status', 'via'],
      ['status', 'via'],
      ['status', 'via'],
    ]);
  });

  it('proposes the yearly increase of «Sitio» and takes it with one click, through MercadoPago', async () => {
    const { plan, preapproval } = await started({ monto: 5000, email: 'inflacion@example.com' });
    mp.setPreapprovalStatus(preapproval.id, 'authorized');
    await deliver('subscription_preapproval', preapproval.id);
    const now = new Date();
    const increases = t.app.services.increases;
    // No percentage in «Sitio»: nobody is asked, not even when staff press the button.
    expect(await increases.suggestDue(now)).toEqual({ suggested: 0 });
    expect(await increases.suggestNow(now)).toBeNull();
    const percent = { monthlyIncreasePercent: 30 };
    await t.db
      .insert(interfaces)
      .values({ id: INTERFACE_ID, ...percent })
      .onConflictDoUpdate({ target: interfaces.id, set: percent });
    // Started this month: not yet a year.
    expect(await increases.suggestDue(now)).toEqual({ suggested: 0 });
    const yearAndDay = new Date(now.getTime() - 366 * 86_400_000);
    await t.db.update(subscriptions).set({ startedAt: yearAndDay }).where(eq(subscriptions.id, plan.id));
    expect((await increases.suggestDue(now)).suggested).toBeGreaterThanOrEqual(1);
    expect(await increases.suggestDue(now)).toEqual({ suggested: 0 });

    const [mail] = (await mailsTo('inflacion@example.com')).filter(
      (m) => m.subject === '¿Actualizamos tu aporte mensual?',
    );
    expect(mail!.text).toContain('te proponemos llevar tu aporte de $ 5.000 a $ 6.500 por mes');
    const { id, token } = manageLinkIn(mail!.secretText ?? mail!.text);
    const self = t.app.services.payments.subscriptions.selfService;
    expect(await self.check(id, token)).toMatchObject({ amount: 5000, suggestedAmount: 6500 });
    await self.change(id, token, 'monto', '6500');
    expect(mp.preapprovals.get(preapproval.id)!.body.auto_recurring.transaction_amount).toBe(6500);
    expect(await self.check(id, token)).toMatchObject({ amount: 6500, suggestedAmount: null });
    // Staff pressing the button now: proposed less than a month ago, so not again.
    expect(await increases.suggestNow(now)).toEqual({ suggested: 0 });
  });
});
